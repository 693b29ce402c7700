import styles from './booking.module.css';

/** What the whole booking's check found, each sentence once. */
export function BookingProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problem} role="alert">
      {[...new Set(problems)].map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
