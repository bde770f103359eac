import type { TFunction } from 'i18next';

import { type ImportRefusal, MAX_IMPORT_BYTES } from '../../domain/accountData';

/** Why a chosen file was refused, in the person's words (the export file's and a class pack's alike). */
export function refusalMessage(t: TFunction, locale: string, refusal: ImportRefusal, at = ''): string {
  const limit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(
    MAX_IMPORT_BYTES / 1024 / 1024,
  );
  return t(`dashboard.yourData.refused.${refusal}`, { limit, at });
}
