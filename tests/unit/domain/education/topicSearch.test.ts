import { filterTopics } from '../../../../src/domain/education';
import { normalizeForSearch } from '../../../../src/domain/text';

const TOPICS = [
  { id: 'basics', title: 'Recycling Basics', description: 'What belongs in the bin and what goes to landfill.' },
  { id: 'compost', title: 'Composting at Home', description: 'Turn food scraps into soil.' },
  { id: 'zero', title: 'Path to Zero Waste', description: 'Send less to landfill.' },
];
const ids = (topics: { id: string }[]) => topics.map((topic) => topic.id);

describe('topic search', () => {
  it('returns every topic, in order, for an empty or blank query', () => {
    expect(ids(filterTopics(TOPICS, ''))).toEqual(['basics', 'compost', 'zero']);
    expect(ids(filterTopics(TOPICS, '   '))).toEqual(['basics', 'compost', 'zero']);
  });

  it('matches a substring of the title, ignoring case', () => {
    expect(ids(filterTopics(TOPICS, 'compost'))).toEqual(['compost']);
    expect(ids(filterTopics(TOPICS, 'COMPOST'))).toEqual(['compost']);
    expect(ids(filterTopics(TOPICS, 'ycling ba'))).toEqual(['basics']);
  });

  it('matches a substring of the description', () => {
    expect(ids(filterTopics(TOPICS, 'scraps'))).toEqual(['compost']);
    expect(ids(filterTopics(TOPICS, 'Landfill'))).toEqual(['basics', 'zero']);
  });

  it('finds nothing when neither title nor description contains the query', () => {
    expect(filterTopics(TOPICS, 'origami')).toEqual([]);
    // Words in the wrong order are not a substring.
    expect(filterTopics(TOPICS, 'basics recycling')).toEqual([]);
  });

  it('ignores surrounding spaces and collapses inner runs of spaces', () => {
    expect(ids(filterTopics(TOPICS, '  zero   waste '))).toEqual(['zero']);
  });

  it('does not change the list it is given', () => {
    const topics = [...TOPICS];
    filterTopics(topics, 'compost');
    expect(topics).toEqual(TOPICS);
  });

  it('ignores Latin accents in both the query and the text', () => {
    const spanish = [{ title: 'Conceptos básicos del reciclaje', description: 'Qué va en el contenedor.' }];
    expect(filterTopics(spanish, 'basicos')).toHaveLength(1);
    expect(filterTopics(spanish, 'BÁSICOS')).toHaveLength(1);
    expect(filterTopics(spanish, 'que va')).toHaveLength(1);
  });

  it('ignores Arabic short vowels, the tatweel and hamza forms of alef', () => {
    const arabic = [{ title: 'أساسيات إعادة التدوير', description: 'ما يوضع في الحاوية' }];
    expect(filterTopics(arabic, 'اساسيات')).toHaveLength(1);
    expect(filterTopics(arabic, 'اعادة')).toHaveLength(1);
    expect(filterTopics(arabic, 'إِعَادَة')).toHaveLength(1);
    expect(filterTopics(arabic, 'التـدوير')).toHaveLength(1);
    expect(filterTopics(arabic, 'الحاويات')).toHaveLength(0);
  });

  it('keeps Devanagari vowel signs meaningful', () => {
    const hindi = [{ title: 'कम्पोस्टिंग', description: 'घर पर खाद बनाना' }];
    expect(filterTopics(hindi, 'खाद')).toHaveLength(1);
    // खद (without the vowel sign) is a different word and must not match खाद.
    expect(filterTopics(hindi, 'खद')).toHaveLength(0);
  });

  it('matches Chinese text, which has no case or spaces', () => {
    const chinese = [{ title: '家庭堆肥', description: '把厨余变成肥沃的土壤' }];
    expect(filterTopics(chinese, '堆肥')).toHaveLength(1);
    expect(filterTopics(chinese, '塑料')).toHaveLength(0);
  });

  it('treats precomposed and decomposed characters alike', () => {
    expect(normalizeForSearch('e\u0301')).toBe(normalizeForSearch('\u00e9'));
    expect(normalizeForSearch('Émile', 'fr')).toBe('emile');
  });
});
