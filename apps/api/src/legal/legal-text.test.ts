// Legal texts by version (docs/product-rules.md, Legal texts): until a brand publishes, its texts are the web's
// built-in ones at the built-in version; a version published in admin is what customers read, paragraph by
// paragraph in their language, what the brand names as current, and what a new consent records whatever the page
// claimed; a second version the same day is numbered; an empty text is refused with nothing published.
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { BUILT_IN_LEGAL_VERSION as LEGAL_VERSION } from './legal-text.repository';

const PUBLISH = `mutation ($rule: String!, $body: TranslatedTextInput!) {
  publishLegalText(rule: $rule, body: $body) { rule version published_at body { en th zh } } }`;
const LIST = `{ legalTexts { rule version } }`;
const TEXT = `query ($rule: String!) { legalText(rule: $rule) { rule version paragraphs } }`;
const VERSIONS = `{ brand { legal_versions { terms privacy cookies } } }`;
const ACCEPT = `mutation ($input: AcceptLegalInput!) { acceptLegal(input: $input) { status } }`;

const COOKIES = {
  en: 'We use cookies that the site needs.\n\nWith your consent, we also count visits.',
  th: 'เราใช้คุกกี้ที่จำเป็นต่อเว็บไซต์\n\nเมื่อคุณยินยอม เราจะนับการเข้าชมด้วย',
  zh: '我们使用网站所需的 Cookie。\n\n经您同意，我们也会统计访问。',
};

describe.each(oneEngine)('legal texts on %s', (engine) => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    admin = staffCookie(
      await staffSignIn(server, { email: YUZEN_ADMIN, password: DEMO_STAFF_PASSWORD }, { ip: '198.18.13.1' }),
    ).value;
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const versions = async () =>
    (await server.graphql<{ brand: { legal_versions: Record<string, string> } }>(VERSIONS)).body.data!.brand
      .legal_versions;

  it("starts from the web's built-in texts and version", async () => {
    expect(await versions()).toEqual({
      terms: LEGAL_VERSION,
      privacy: LEGAL_VERSION,
      cookies: LEGAL_VERSION,
    });
    expect(
      (await server.graphql<{ legalText: null }>(TEXT, { rule: 'cookies' })).body.data!.legalText,
    ).toBeNull();
  });

  it('publishes a version that customers read in their language and a consent records', async () => {
    const { body } = await asAdmin<{ publishLegalText: { version: string } }>(PUBLISH, {
      rule: 'cookies',
      body: COOKIES,
    });
    expect(body.errors).toBeUndefined();
    const version = body.data!.publishLegalText.version;
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await versions()).toMatchObject({ cookies: version, terms: LEGAL_VERSION });
    const { body: th } = await server.graphql<{ legalText: { paragraphs: string[] } }>(
      TEXT,
      { rule: 'cookies' },
      { locale: 'th' },
    );
    expect(th.data!.legalText).toEqual({
      rule: 'cookies',
      version,
      paragraphs: ['เราใช้คุกกี้ที่จำเป็นต่อเว็บไซต์', 'เมื่อคุณยินยอม เราจะนับการเข้าชมด้วย'],
    });
    // The page claims the old version: the consent is to the text the brand shows now.
    const accepted = await server.graphql(ACCEPT, {
      input: { rule: 'cookies', version: LEGAL_VERSION, contact_email: 'ploy@example.com' },
    });
    expect(accepted.body.errors).toBeUndefined();
    const consent = await server.database.db
      .selectFrom('legal_consents')
      .select('version')
      .where('contact_email', '=', 'ploy@example.com')
      .executeTakeFirstOrThrow();
    expect(consent.version).toBe(version);

    const again = await asAdmin<{ publishLegalText: { version: string } }>(PUBLISH, {
      rule: 'cookies',
      body: COOKIES,
    });
    expect(again.body.data!.publishLegalText.version).toBe(`${version}.2`);
    const { body: list } = await asAdmin<{ legalTexts: { version: string }[] }>(LIST);
    expect(list.data!.legalTexts.map((t) => t.version)).toEqual([`${version}.2`, version]);
  });

  it('refuses an empty text or an unknown rule and publishes nothing', async () => {
    const before = (await asAdmin<{ legalTexts: unknown[] }>(LIST)).body.data!.legalTexts.length;
    expect((await asAdmin(PUBLISH, { rule: 'terms', body: { ...COOKIES, zh: '  ' } })).code).toBe(
      'request.invalid',
    );
    expect((await asAdmin(PUBLISH, { rule: 'refunds', body: COOKIES })).code).toBe('request.invalid');
    expect((await asAdmin<{ legalTexts: unknown[] }>(LIST)).body.data!.legalTexts).toHaveLength(before);
    expect((await server.graphql(TEXT, { rule: 'refunds' })).body.errors?.[0]?.extensions?.['code']).toBe(
      'request.invalid',
    );
  });
});
