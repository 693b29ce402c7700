// Legal texts at /graphql (legalText) and /admin/graphql (legalTexts, publishLegalText) (docs/product-rules.md,
// Legal texts): the customer reads the current version in their language, paragraph by paragraph.
import type { QueryResolvers } from '../graphql/generated/resolvers';
import type {
  MutationResolvers as StaffMutationResolvers,
  QueryResolvers as StaffQueryResolvers,
} from '../graphql/generated/staff-resolvers';
import { inputRefused } from '../core/app-error';
import { pick } from '../i18n/translated-text';
import { LEGAL_RULES, type LegalRuleName } from './legal-text.repository';
import { legalTextsOf, publishedLegalText, publishLegalText } from './legal-text.service';

const isRule = (rule: string): rule is LegalRuleName => (LEGAL_RULES as readonly string[]).includes(rule);
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

export const legalQueries: Partial<QueryResolvers> = {
  legalText: async (_parent, { rule }, context) => {
    if (!isRule(rule)) throw inputRefused([{ field: 'rule', message: 'rule.invalid' }]);
    const text = await publishedLegalText(context, rule);
    return text
      ? {
          rule: text.rule,
          version: text.version,
          published_at: text.published_at.toISOString(),
          paragraphs: paragraphs(pick(text.body, context.locale)),
        }
      : null;
  },
};

type StoredText = Awaited<ReturnType<typeof legalTextsOf>>[number];
const toStaffLegalText = (text: StoredText) => ({
  rule: text.rule,
  version: text.version,
  published_at: text.published_at.toISOString(),
  body: text.body,
});

export const legalStaffQueries: Partial<StaffQueryResolvers> = {
  legalTexts: async (_parent, _args, context) => (await legalTextsOf(context)).map(toStaffLegalText),
};

export const legalStaffMutations: Partial<StaffMutationResolvers> = {
  publishLegalText: async (_parent, args, context) => toStaffLegalText(await publishLegalText(context, args)),
};
