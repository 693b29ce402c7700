// Ids are UUIDs (docs/architecture.md, Conventions). An id that is not one names nothing, and is checked before
// it reaches SQL, where PostgreSQL would refuse it as a type error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
