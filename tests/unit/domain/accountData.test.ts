// @vitest-environment node
// The export file: what it holds, the six ways a file is refused, and the merge that makes a second
// import of the same file add nothing.
import {
  type AccountData,
  accountDataOf,
  countRecords,
  EMPTY_ACCOUNT_DATA,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportFile,
  exportFileName,
  exportFileText,
  importResult,
  inFileOrder,
  MAX_IMPORT_BYTES,
  planImport,
  readExportFile,
  RECORD_KINDS,
} from '../../../src/domain/accountData';
import { exportedTaught, TAUGHT_EMBEDDING_SIZE } from '../../../src/domain/taught/taughtExample';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const impact = { co2_saved: 1.5, material_reduced: 0.2, water_saved: 3, energy_saved: 0.2, trees_equivalent: 0.01 };

function sample(): AccountData {
  return {
    actions: [
      {
        record_id: uuid(1),
        action: 'recycled',
        item_category: 'Plastic bottle',
        material: 'plastic',
        city: 'Prague',
        impact_metrics: impact,
        impact_basis: 'analysis',
        scan_id: uuid(2),
        timestamp: '2026-11-20T10:00:00.000Z',
      },
    ],
    scans: [
      {
        id: uuid(2),
        identified_items: [
          { id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', confidence: 0.9 },
          // Saved while the app still asked about it: the question goes with it.
          {
            id: 'battery',
            label: 'Battery',
            material: 'battery',
            confidence: 0.02,
            unsure: 'hazard',
            choices: ['paper', 'other', 'battery'],
          },
        ],
        disposal_instructions: { steps: [{ icon: '♻️', text: 'Rinse' }], location: 'Prague' },
        material_breakdown: [{ part: 'Body', type: 'PET', recyclable: true, details: 'Accepted' }],
        eco_tips: [],
        sustainable_habits: [],
        impact_metrics: impact,
        nearest_facilities: [],
        overall_recyclability: 80,
        scan_date: '2026-11-20T09:59:00.000Z',
      },
    ],
    bookmarks: [{ id: uuid(3), result_data: { item: 'Plastic bottle' }, created_at: '2026-11-20T10:01:00.000Z' }],
    tips: [
      {
        id: uuid(4),
        item_type: 'Caps',
        location: 'Prague',
        instructions: 'Keep them on',
        source: null,
        created_at: '2026-11-21T08:00:00.000Z',
      },
    ],
    upvotes: [{ tip_id: uuid(4) }],
    corrections: [
      {
        id: uuid(5),
        item_label: 'Bottle',
        actual_item: 'Vase',
        correct_instructions: 'Glass drop-off',
        city: null,
        language: 'cs',
        created_at: '2026-11-22T08:00:00.000Z',
      },
    ],
    taught: [
      exportedTaught({
        id: uuid(6),
        itemId: 'battery',
        material: 'battery',
        embedding: Float32Array.from({ length: TAUGHT_EMBEDDING_SIZE }, (_, i) => (i % 7) / 7),
        taughtAt: '2026-11-23T08:00:00.000Z',
      }),
    ],
    progress: {
      achievements: [
        { id: 'badge:first', type: 'badge', title: 'First', description: 'd', date: '2026-11-20', icon: 'x' },
      ],
      notifications: [],
    },
  };
}

const file = (data: AccountData = sample()) =>
  exportFile(data, {
    source: 'local',
    profile: { email: 'ada@example.org', name: null },
    exportedAt: new Date('2026-11-25T12:00:00Z'),
  });

describe('the export file', () => {
  it('names its format and version and reads back to the same records', async () => {
    const written = file();
    expect(written).toMatchObject({ format: EXPORT_FORMAT, version: EXPORT_VERSION, source: 'local' });
    const read = await readExportFile(JSON.stringify(written, null, 2));
    expect(read).toEqual({ ok: true, file: written });
    expect(read.ok && accountDataOf(read.file)).toEqual(sample());
    expect(exportFileName(new Date('2026-11-25T23:30:00Z'))).toBe('recyclesmart-data-2026-11-25.json');
  });

  it('reads a version 1 file, written before anything could be taught, as one with nothing taught', async () => {
    const { taught: _taught, ...older } = file();
    const read = await readExportFile(JSON.stringify({ ...older, version: 1 }));
    expect(read.ok && read.file.taught).toEqual([]);
    expect(read.ok && read.file.actions).toEqual(sample().actions);
  });

  it("keeps timestamps as UTC with milliseconds, whichever store's format wrote them", async () => {
    const written = JSON.parse(JSON.stringify(file())) as ReturnType<typeof file>;
    written.actions[0]!.timestamp = '2026-11-20T11:00:00.123456+01:00';
    const read = await readExportFile(JSON.stringify(written));
    expect(read.ok && read.file.actions[0]!.timestamp).toBe('2026-11-20T10:00:00.123Z');
  });

  describe('hardening: bad export files', () => {
    const refusalOf = async (text: string) => {
      const read = await readExportFile(text);
      return read.ok ? 'accepted' : read.refusal;
    };

    it('refuses a file that is not JSON, or was cut short', async () => {
      expect(await refusalOf('\u0089PNG\r\n\u001a\n')).toBe('damaged');
      const whole = JSON.stringify(file());
      expect(await refusalOf(whole.slice(0, Math.floor(whole.length / 2)))).toBe('damaged');
      expect(await refusalOf('')).toBe('damaged');
    });

    it("refuses another app's JSON", async () => {
      expect(await refusalOf(JSON.stringify({ name: 'my-app', version: '1.0.0' }))).toBe('notOurs');
      expect(await refusalOf('[1, 2, 3]')).toBe('notOurs');
      expect(await refusalOf('null')).toBe('notOurs');
    });

    it('refuses a newer version of the format, which this app cannot know', async () => {
      expect(await refusalOf(JSON.stringify({ ...file(), version: EXPORT_VERSION + 1 }))).toBe('newerVersion');
    });

    it('refuses a file over the size limit without parsing it', async () => {
      expect(await refusalOf(' '.repeat(MAX_IMPORT_BYTES + 1))).toBe('tooLarge');
    });

    it('refuses a record that is not as it must be, and says where', async () => {
      const negative = file();
      negative.actions[0]!.impact_metrics = { ...impact, co2_saved: -1 };
      expect(await readExportFile(JSON.stringify(negative))).toEqual({
        ok: false,
        refusal: 'invalid',
        at: 'actions[0].impact_metrics.co2_saved',
      });
      const { scans: _dropped, ...withoutScans } = file();
      expect(await refusalOf(JSON.stringify(withoutScans))).toBe('invalid');
      const badId = file();
      badId.bookmarks[0]!.id = 'not-an-id';
      expect(await refusalOf(JSON.stringify(badId))).toBe('invalid');
      const badDate = file();
      badDate.tips[0]!.created_at = 'yesterday';
      expect(await refusalOf(JSON.stringify(badDate))).toBe('invalid');
      expect(await refusalOf(JSON.stringify({ ...file(), version: 0 }))).toBe('invalid');
      const shortEmbedding = file();
      shortEmbedding.taught[0]!.embedding = shortEmbedding.taught[0]!.embedding.slice(0, 400);
      expect(await readExportFile(JSON.stringify(shortEmbedding))).toMatchObject({ at: 'taught[0].embedding' });
    });
  });
});

describe('planImport', () => {
  it('adds everything to an empty account', () => {
    const plan = planImport(EMPTY_ACCOUNT_DATA, sample());
    const { progress: _progress, ...records } = sample();
    expect(plan.add).toEqual(records);
    expect(plan.progress?.achievements.map((a) => a.id)).toEqual(['badge:first']);
    const added = { actions: 1, scans: 1, bookmarks: 1, tips: 1, upvotes: 1, corrections: 1, taught: 1 };
    expect(importResult(sample(), added, plan)).toEqual({
      added: countRecords(sample()),
      alreadyHere: countRecords(EMPTY_ACCOUNT_DATA),
    });
  });

  it('adds nothing the second time: every id is already there', () => {
    const plan = planImport(sample(), sample());
    expect(Object.values(plan.add).every((list) => list.length === 0)).toBe(true);
    expect(plan.progress).toBeNull();
    const none = { actions: 0, scans: 0, bookmarks: 0, tips: 0, upvotes: 0, corrections: 0, taught: 0 };
    expect(importResult(sample(), none, plan).alreadyHere).toEqual(countRecords(sample()));
  });

  it('never overwrites what the account has, and adds a record the file repeats once', () => {
    const mine = sample();
    mine.actions[0]!.item_category = 'Edited here';
    const incoming = sample();
    const extra = { ...incoming.actions[0]!, record_id: uuid(9) };
    incoming.actions.push(extra, extra);
    const plan = planImport(mine, incoming);
    expect(plan.add.actions).toEqual([extra]);
  });

  it('merges progress: new achievements join, earned ones keep their earliest date', () => {
    const mine = sample();
    const incoming = sample();
    incoming.progress.achievements.push({
      id: 'streak:7',
      type: 'streak',
      title: '7 days',
      description: 'd',
      date: '2026-11-24',
      icon: 'x',
    });
    const plan = planImport(mine, incoming);
    expect(plan.progress?.achievements.map((a) => a.id)).toEqual(['badge:first', 'streak:7']);
    expect(plan.newAchievements).toBe(1);
  });
});

describe('inFileOrder', () => {
  it('puts each list oldest first, ties by id, so either store writes the same file', () => {
    const data = sample();
    const later = { ...data.actions[0]!, record_id: uuid(7), timestamp: '2026-11-23T00:00:00.000Z' };
    const sameTime = { ...data.actions[0]!, record_id: uuid(0) };
    data.actions = [later, data.actions[0]!, sameTime];
    expect(inFileOrder(data).actions.map((a) => a.record_id)).toEqual([uuid(0), uuid(1), uuid(7)]);
  });
});

describe('reading a large file', () => {
  it('checks its records a slice at a time, pausing between slices and reporting progress', async () => {
    const data = sample();
    data.actions = Array.from({ length: 1000 }, (_, n) => ({ ...data.actions[0]!, record_id: uuid(100 + n) }));
    const steps: number[] = [];
    let pauses = 0;
    const read = await readExportFile(JSON.stringify(file(data)), {
      onProgress: (done, total) => steps.push(done / total),
      pause: async () => {
        pauses += 1;
      },
    });
    expect(read.ok && read.file.actions).toHaveLength(1000);
    expect(pauses).toBeGreaterThanOrEqual(4);
    expect(steps.at(-1)).toBe(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });
});

describe('exportFileText', () => {
  it('writes the file in pieces that join into JSON equal to the file, one record a line', async () => {
    const data = sample();
    data.actions = Array.from({ length: 7 }, (_, n) => ({ ...data.actions[0]!, record_id: uuid(200 + n) }));
    const written = file(data);
    const pieces = [...exportFileText(written, 3)];
    const text = pieces.join('');
    expect(JSON.parse(text)).toEqual(written);
    expect(text.split('\n').filter((line) => line.includes('"record_id"'))).toHaveLength(7);
    expect(pieces.length).toBeGreaterThan(RECORD_KINDS.length + 3);
    const read = await readExportFile(text);
    expect(read.ok && accountDataOf(read.file)).toEqual(data);
  });

  it('writes empty lists as []', () => {
    expect(JSON.parse([...exportFileText(file(EMPTY_ACCOUNT_DATA))].join(''))).toEqual(file(EMPTY_ACCOUNT_DATA));
  });
});
