import styles from './sale.module.css';

/** What stops the customer going on, in words, read out as it appears. */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problem} role="alert">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
