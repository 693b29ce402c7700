// Calls to the running server's API that stand for other customers in the browser suites.
import { latestCode } from './member-steps';
import { yuzenUrl } from './server-info';

/** One GraphQL operation against `base` (the Yuzen host by default); its errors throw. */
export async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  base = yuzenUrl(''),
): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors ?? `HTTP ${response.status}`));
  return body.data;
}

/** Holds every spa bed of a branch for an hour from `dateTime` through prebook, as other customers would. */
export async function fillBranch(branch: string, dateTime: string): Promise<void> {
  const { products } = await gql<{ products: { id: string; code: string }[] }>(
    'query($b: ID!) { products(branch: $b) { id code } }',
    { b: branch },
  );
  const id = (code: string) => products.find((p) => p.code === code)?.id as string;
  const guests = Array.from({ length: 6 }, (_, i) => ({ no: i + 1, treatments: [id('FS01'), id('TR01')] }));
  for (let i = 0; i < 40; i += 1) {
    const { prebook } = await gql<{ prebook: { is_bookable: boolean } }>(
      'mutation($i: PrebookInput!) { prebook(input: $i) { is_bookable } }',
      { i: { guest_count: 6, branch_id: branch, date_time: dateTime, treatments: JSON.stringify(guests) } },
    );
    if (!prebook.is_bookable) return;
  }
  throw new Error('the branch never filled up');
}

/** A new member registered with the SMS code the sandbox outbox holds, as the web's sign-up would make one. */
export async function registerMember(member: {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
}): Promise<void> {
  const asked = await fetch(yuzenUrl('/api/auth/otp/request'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: yuzenUrl('') },
    body: JSON.stringify({ username: member.phone, purpose: 'register' }),
  });
  if (!asked.ok) throw new Error(`OTP request refused: HTTP ${asked.status}`);
  const { ref_code } = (await asked.json()) as { ref_code: string };
  const code = await latestCode(member.phone);
  await gql('mutation ($input: RegisterInput!) { register(input: $input) { token_type } }', {
    input: {
      prefix: 'Miss',
      ...member,
      password_confirmation: member.password,
      birthdate: '1992-03-04',
      is_subscribe: false,
      ref_code,
      code,
    },
  });
}
