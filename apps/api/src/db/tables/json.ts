// Column shapes shared by the tables: translated text is jsonb { en, th, zh }, read back as an object.
import type { ColumnType } from 'kysely';

export interface Translated {
  en: string;
  th: string;
  zh: string;
}

/** A jsonb column: written as JSON text, read as the value. */
export type Json<T> = ColumnType<T, string, string>;
