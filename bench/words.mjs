// Words bench/seed.mjs writes into the seeded posts' bodies, for the search benchmark (bench/search.mjs) to ask.

/** Post i is about TOPICS[i % 50]: each topic word is in the body of 1 post in 50 (2,000 at 100,000), never a title. */
export const TOPICS = (
  'aurora basalt cobalt delta ember fjord glacier harbor iris juniper kelp lagoon magnet nectar obsidian pollen ' +
  'quartz raven saffron tundra umber velvet walnut xenon yarrow zephyr amber bramble cedar dune estuary fennel ' +
  'granite heron indigo jasmine kestrel lichen meadow nimbus orchid pebble quill russet sorrel thistle upland ' +
  'vervain willow yucca'
).split(' ');

/** The text every seeded body repeats (twice), so each of its words is in every post. */
export const PARAGRAPH =
  'Content teams publish on a schedule, and the back-office has to keep up: drafts, reviews, images and the search ' +
  'snippet all live in one record that editors open many times a day.';

/** `q<number>`: the word found in the body of post `number` only. */
export const oneWord = (number) => `q${String(number).padStart(6, '0')}`;
