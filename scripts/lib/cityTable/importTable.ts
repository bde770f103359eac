// The importer's reading side: a mapping file and the files it names (the table, and its places when
// it has them) read from disk, checked, and built into the pack, the publisher's words and the places
// for the nearby list. Nothing is written here: the command, the rules check and the set-up step each decide what to do with it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';

import type { ImportedFacility } from '../../../src/domain/facilities/facilityImport';
import { WASTE_ITEMS } from '../../../src/domain/wasteItems';
import { KNOWLEDGE_DIR } from '../rulePackFiles';
import { SHARED_DATA_DIR } from '../servedData';
import { buildPack, type BuiltPack, type CatalogueWords } from './buildPack';
import { decodeUtf8 } from './decodeText';
import { mappedColumns, readEntries } from './entries';
import { parseJsonWithLines } from './jsonLines';
import { placeColumns, readPlaces, unknownPlaceKeys } from './locations';
import { type Mapping, readMapping } from './mapping';
import { placeFacilities } from './placeFacilities';
import { ImportError, type ImportProblem } from './problems';
import { missingColumns, readTable, textOf } from './table';

export const IMPORTS_DIR = join(KNOWLEDGE_DIR, 'imports');
const LOCALES_DIR = join(KNOWLEDGE_DIR, '..', 'locales');

/** facilities: the table's places for the nearby list (none when it has no places table). */
export type BuiltImport = BuiltPack & { mapping: Mapping; sourceFiles: string[]; facilities: ImportedFacility[] };

export type ImportResult =
  | BuiltImport
  | { problems: ImportProblem[] }
  /** The table is not here (../shared absent): only the mapping could be checked. */
  | { missing: string; mapping: Mapping };

/** The mapping files in knowledge/imports/, one per pack built from a publisher's table. */
export function mappingFiles(dir = IMPORTS_DIR): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => join(dir, file))
    : [];
}

const PROJECT_DIR = join(KNOWLEDGE_DIR, '..');

/** A path as messages show it: a table as the mapping names it, a project file from the project. */
function shownAs(file: string, sharedDir: string): string {
  if (file.startsWith(sharedDir + sep)) return relative(sharedDir, file);
  return file.startsWith(PROJECT_DIR + sep) ? relative(PROJECT_DIR, file) : file;
}

function readText(file: string, shown: (file: string) => string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new ImportError({ file: shown(file), message: 'cannot be read' });
  }
  return decodeUtf8(bytes, shown(file));
}

function catalogueWords(language: string): CatalogueWords | undefined {
  const file = join(LOCALES_DIR, `${language}.json`);
  if (!existsSync(file)) return undefined;
  const words = JSON.parse(readFileSync(file, 'utf8')) as {
    items?: Record<string, string>;
    search?: { terms?: Record<string, string> };
  };
  return { names: words.items ?? {}, terms: words.search?.terms ?? {} };
}

/** Reads and checks a mapping file and its table, and builds the pack; problems name file, line and field. */
export function importTable(mappingPath: string, sharedDir = SHARED_DATA_DIR): ImportResult {
  const shown = (file: string) => shownAs(file, sharedDir);
  const mappingFile = shown(mappingPath);
  try {
    const json = parseJsonWithLines(readText(mappingPath, shown), mappingFile);
    const read = readMapping(json, mappingFile, basename(mappingPath, '.json'));
    if ('problems' in read) return read;
    const { mapping } = read;
    const tableFile = join(sharedDir, mapping.table.file);
    if (!existsSync(tableFile)) return { missing: tableFile, mapping };
    const table = readTable(readText(tableFile, shown), shown(tableFile), mapping.table.records);
    const problems = missingColumns(table, mappedColumns(mapping));
    const sourceFiles = [mappingPath, tableFile];
    let places;
    const spec = mapping.table.locations;
    if (spec) {
      const placesFile = join(sharedDir, spec.file);
      const linksFile = join(sharedDir, spec.links.file);
      sourceFiles.push(placesFile, linksFile);
      const placeTable = readTable(readText(placesFile, shown), shown(placesFile));
      const links = readTable(readText(linksFile, shown), shown(linksFile));
      const columns = placeColumns(spec);
      problems.push(...missingColumns(placeTable, columns.places), ...missingColumns(links, columns.links));
      if (problems.length) return { problems };
      const ids = new Set(table.rows.map((row) => textOf(row.value(mapping.table.columns.id!)).trim()));
      places = readPlaces(spec, placeTable, links, ids);
      problems.push(
        ...places.problems,
        ...unknownPlaceKeys(spec, places.all).map(({ path, message }) => ({
          file: mappingFile,
          line: json.lineOf(path),
          field: path.join('.'),
          message,
        })),
      );
    }
    if (problems.length) return { problems };
    const { entries, problems: entryProblems } = readEntries(table, mapping, places);
    if (entryProblems.length) return { problems: entryProblems };
    const built = buildPack(
      mapping,
      entries,
      WASTE_ITEMS,
      { file: mappingFile, lineOf: json.lineOf },
      catalogueWords(mapping.pack.language),
    );
    if ('problems' in built) return built;
    const facilities = placeFacilities(mapping, places?.all ?? [], entries, built.pack, WASTE_ITEMS);
    return { ...built, mapping, sourceFiles, facilities };
  } catch (error) {
    if (error instanceof ImportError) return { problems: [error.problem] };
    throw error;
  }
}

/** What a pack's publisher text was built from, so the set-up step knows when to build it again. */
export function sourceStamp(files: readonly string[], build: number): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return `${hash.digest('hex')}#${build}`;
}
