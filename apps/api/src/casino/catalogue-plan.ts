import type { CasinoCategory, CasinoFilter, GameEngine } from '@bet/contract';

/**
 * What the seeded catalogue is made of (README "Casino catalogue"): invented studios, how many
 * games each section gets and from whom, its sub-categories, and the words names are made of.
 * No name here is a real brand.
 */

export interface ProviderPlan {
  slug: string;
  name: string;
}

/** About thirty invented studios, in the providers list's order. */
export const CASINO_PROVIDERS: readonly ProviderPlan[] = [
  { slug: 'nebula-forge', name: 'Nebula Forge' },
  { slug: 'quartz-reels', name: 'Quartz Reels' },
  { slug: 'polar-fox', name: 'Polar Fox Games' },
  { slug: 'ironbark', name: 'Ironbark Play' },
  { slug: 'velvet-spin', name: 'Velvet Spin' },
  { slug: 'copperline', name: 'Copperline' },
  { slug: 'sunstone', name: 'Sunstone Studio' },
  { slug: 'mosaic-labs', name: 'Mosaic Labs' },
  { slug: 'tin-lantern', name: 'Tin Lantern' },
  { slug: 'granite-peak', name: 'Granite Peak' },
  { slug: 'amber-owl', name: 'Amber Owl' },
  { slug: 'silver-mole', name: 'Silver Mole' },
  { slug: 'night-tram', name: 'Night Tram Games' },
  { slug: 'paper-crane', name: 'Paper Crane' },
  { slug: 'juniper-works', name: 'Juniper Works' },
  { slug: 'saffron-play', name: 'Saffron Play' },
  { slug: 'echo-valley', name: 'Echo Valley' },
  { slug: 'starling', name: 'Starling Games' },
  { slug: 'hollow-oak', name: 'Hollow Oak' },
  { slug: 'marble-fox', name: 'Marble Fox' },
  { slug: 'cobalt-arcade', name: 'Cobalt Arcade' },
  { slug: 'lumen-play', name: 'Lumen Play' },
  { slug: 'atlas-dice', name: 'Atlas Dice' },
  { slug: 'rocket-yard', name: 'Rocket Yard' },
  { slug: 'blue-heron-live', name: 'Blue Heron Live' },
  { slug: 'kestrel-live', name: 'Kestrel Live' },
  { slug: 'harbor-lights-live', name: 'Harbor Lights Live' },
  { slug: 'drift-lotto', name: 'Drift Lotto' },
  { slug: 'pixel-stadium', name: 'Pixel Stadium' },
  { slug: 'channel-nine', name: 'Channel Nine Draws' },
  // The operator's own studio, last so the studios above keep their order: the bonus games and
  // the casino/brand lobby (libs/casino/ui README "Other casino routes").
  { slug: 'house-originals', name: 'House Originals' },
];

/** The operator's own studio (casino/brand). */
export const BRAND_PROVIDER = 'house-originals';

/** The tag of the six bonus games (spec 01 §2 "bonus games (fortuna, chest, memory, safe, lottery, dragon-bonus)"). */
export const BONUS_GAMES_TAG = 'bonus-games';

export interface BonusGamePlan {
  name: string;
  /** The route of spec 01 §2, and the game's slug. */
  slug: string;
  category: CasinoCategory;
  subcategory: string;
}

/**
 * The six bonus games, made after every other game (ids from 3721 on), so the rest of the seed
 * keeps its ids; each plays on its section's engine (a wheel and a chest on the slot, the lottery
 * on keno).
 */
export const BONUS_GAMES: readonly BonusGamePlan[] = [
  { name: 'Fortuna', slug: 'fortuna', category: 'fast-games', subcategory: 'wheel' },
  { name: 'Chest', slug: 'chest', category: 'skill-games', subcategory: 'puzzle' },
  { name: 'Memory', slug: 'memory', category: 'skill-games', subcategory: 'puzzle' },
  { name: 'Safe', slug: 'safe', category: 'skill-games', subcategory: 'puzzle' },
  { name: 'Lottery', slug: 'lottery', category: 'lotto', subcategory: 'instant' },
  { name: 'Dragon Bonus', slug: 'dragon-bonus', category: 'fast-games', subcategory: 'wheel' },
];

/** Games whose name says an Asian theme get this tag (the asian-games lobby); no PRNG draw. */
export const ASIAN_TAG = 'asian';
export const ASIAN_NAME = /\b(Samurai|Dragons?|Pandas|Tigers|Sic Bo|Dragon Tiger)\b/;

export interface SectionPlan {
  category: CasinoCategory;
  /** How many games the seed makes (the featured ones included). */
  count: number;
  providers: readonly string[];
  subcategories: readonly string[];
  /** The filter of spec 01 §3 a game of this section gets; a sub-category may say otherwise. */
  filter: CasinoFilter;
  /** Sub-categories whose games take another filter (live dice: dice; live blackjack: card games). */
  filterBySubcategory?: Readonly<Record<string, CasinoFilter>>;
  /** Name patterns: `{a}` an adjective, `{n}` a noun, `{t}` a theme word of the section. */
  patterns: readonly string[];
  themes: readonly string[];
  /** Theme words of a sub-category, where the sub-category decides what the game is (live roulette). */
  themesBySubcategory?: Readonly<Record<string, readonly string[]>>;
  rtp: readonly [number, number];
  /** Share of games with a demo mode (live tables have none). */
  demoShare: number;
}

const SLOT_STUDIOS = [
  'nebula-forge',
  'quartz-reels',
  'polar-fox',
  'ironbark',
  'velvet-spin',
  'copperline',
  'sunstone',
  'mosaic-labs',
  'tin-lantern',
  'granite-peak',
  'amber-owl',
  'silver-mole',
  'night-tram',
  'paper-crane',
  'juniper-works',
  'saffron-play',
  'echo-valley',
  'starling',
  'hollow-oak',
  'marble-fox',
];
const ARCADE_STUDIOS = ['cobalt-arcade', 'lumen-play', 'atlas-dice', 'rocket-yard', 'starling', 'mosaic-labs'];
const LIVE_STUDIOS = ['blue-heron-live', 'kestrel-live', 'harbor-lights-live'];
const DRAW_STUDIOS = ['drift-lotto', 'channel-nine', 'atlas-dice'];

/** Every section of CASINO_CATEGORIES, with games (spec 01 §2 "Casino and third-party games"). */
export const CASINO_SECTIONS: readonly SectionPlan[] = [
  {
    category: 'slots',
    count: 1500,
    providers: SLOT_STUDIOS,
    subcategories: [
      'popular',
      'new',
      'megaways',
      'jackpot',
      'books',
      'fruits',
      'egypt',
      'adventure',
      'classic',
      'animals',
    ],
    filter: 'slots',
    patterns: ['{a} {n}', '{n} of {t}', '{a} {t}', '{t} {n}', '{n} {x}', '{a} {n} {x}'],
    themes: ['Pharaohs', 'Dragons', 'Vikings', 'Olympus', 'Atlantis', 'Aztecs', 'Pirates', 'Samurai', 'Wolves'],
    themesBySubcategory: {
      books: ['Tomes', 'Scrolls', 'Spells', 'Secrets'],
      egypt: ['Pharaohs', 'Sphinx', 'Cleopatra', 'Anubis'],
      fruits: ['Fruits', 'Cherries', 'Lemons', 'Melons'],
      animals: ['Wolves', 'Buffalo', 'Pandas', 'Tigers'],
      adventure: ['Vikings', 'Pirates', 'Atlantis', 'Aztecs'],
      classic: ['Sevens', 'Bars', 'Bells'],
    },
    rtp: [9400, 9750],
    demoShare: 0.95,
  },
  {
    category: 'live-casino',
    count: 240,
    providers: LIVE_STUDIOS,
    subcategories: ['roulette', 'blackjack', 'baccarat', 'game-shows', 'poker', 'dice'],
    filter: 'other',
    filterBySubcategory: { blackjack: 'card-games', baccarat: 'card-games', poker: 'card-games', dice: 'dice' },
    patterns: ['{a} {t}', '{t} {n}', '{n} {t} Live'],
    themes: ['Roulette', 'Blackjack', 'Baccarat', 'Wheel', 'Hold’em', 'Sic Bo'],
    themesBySubcategory: {
      roulette: ['Roulette', 'Auto Roulette'],
      blackjack: ['Blackjack'],
      baccarat: ['Baccarat', 'Dragon Tiger'],
      'game-shows': ['Wheel', 'Money Show', 'Quiz Show'],
      poker: ['Hold’em', 'Casino Poker'],
      dice: ['Sic Bo', 'Dice'],
    },
    rtp: [9600, 9900],
    demoShare: 0,
  },
  {
    category: 'crash-games',
    count: 60,
    providers: ['rocket-yard', 'cobalt-arcade', 'lumen-play'],
    subcategories: ['popular', 'new', 'multiplayer'],
    filter: 'climb-to-victory',
    patterns: ['{t} {n}', '{a} {t}', '{t} X'],
    themes: ['Rocket', 'Jet', 'Balloon', 'Comet', 'Aviator', 'Glider', 'Zeppelin'],
    rtp: [9600, 9700],
    demoShare: 1,
  },
  {
    category: 'fast-games',
    count: 150,
    providers: ARCADE_STUDIOS,
    subcategories: ['dice', 'mines', 'plinko', 'hilo', 'wheel'],
    filter: 'other',
    filterBySubcategory: { dice: 'dice', hilo: 'card-games' },
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Dice', 'Mines', 'Plinko', 'Hi-Lo', 'Wheel', 'Coin Flip', 'Limbo'],
    themesBySubcategory: {
      dice: ['Dice', 'Limbo'],
      mines: ['Mines'],
      plinko: ['Plinko'],
      hilo: ['Hi-Lo'],
      wheel: ['Wheel', 'Coin Flip'],
    },
    rtp: [9500, 9900],
    demoShare: 1,
  },
  {
    category: 'keno',
    count: 60,
    providers: DRAW_STUDIOS,
    subcategories: ['classic', 'fast-keno'],
    filter: 'lotteries',
    patterns: ['{t} {n}', '{a} {t}', '{t} {x}'],
    themes: ['Keno'],
    rtp: [9200, 9600],
    demoShare: 1,
  },
  {
    category: 'bingo',
    count: 50,
    providers: DRAW_STUDIOS,
    subcategories: ['75-ball', '90-ball'],
    filter: 'lotteries',
    patterns: ['{t} {n}', '{a} {t}'],
    themes: ['Bingo'],
    rtp: [9000, 9500],
    demoShare: 0.9,
  },
  {
    category: 'poker',
    count: 80,
    providers: ['atlas-dice', 'mosaic-labs', 'kestrel-live', 'paper-crane'],
    subcategories: ['video-poker', 'holdem', 'caribbean'],
    filter: 'card-games',
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Poker', 'Hold’em', 'Draw Poker', 'Stud'],
    themesBySubcategory: {
      'video-poker': ['Video Poker', 'Draw Poker'],
      holdem: ['Hold’em'],
      caribbean: ['Caribbean Stud'],
    },
    rtp: [9500, 9950],
    demoShare: 0.9,
  },
  {
    category: 'toto',
    count: 30,
    providers: ['drift-lotto', 'pixel-stadium'],
    subcategories: ['football', 'mixed'],
    filter: 'lotteries',
    patterns: ['{t} {n}', '{a} {t}'],
    themes: ['Toto', 'Pools'],
    rtp: [8500, 9200],
    demoShare: 0.8,
  },
  {
    category: 'lotto',
    count: 50,
    providers: ['drift-lotto', 'channel-nine'],
    subcategories: ['6-of-45', '5-of-36', 'instant'],
    filter: 'lotteries',
    patterns: ['{t} {n}', '{a} {t}', '{t} {x}'],
    themes: ['Lotto', 'Lottery', 'Draw'],
    rtp: [8500, 9300],
    demoShare: 0.9,
  },
  {
    category: 'tvgames',
    count: 60,
    providers: ['channel-nine', 'harbor-lights-live'],
    subcategories: ['wheel', 'lottery-draw', 'dice-draw', 'cards-draw'],
    filter: 'other',
    filterBySubcategory: { 'dice-draw': 'dice', 'cards-draw': 'card-games', 'lottery-draw': 'lotteries' },
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Wheel', 'Draw', 'Dice Show', 'Cards Show', 'Lucky Six'],
    themesBySubcategory: {
      wheel: ['Wheel'],
      'lottery-draw': ['Draw', 'Lucky Six'],
      'dice-draw': ['Dice Show'],
      'cards-draw': ['Cards Show'],
    },
    rtp: [9300, 9700],
    demoShare: 0.8,
  },
  {
    category: 'virtualsports',
    count: 80,
    providers: ['pixel-stadium', 'cobalt-arcade'],
    subcategories: ['football', 'horses', 'greyhounds', 'tennis', 'basketball'],
    filter: 'other',
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Football', 'Derby', 'Greyhounds', 'Tennis', 'Basketball', 'Speedway'],
    themesBySubcategory: {
      football: ['Football'],
      horses: ['Derby', 'Horse Racing'],
      greyhounds: ['Greyhounds'],
      tennis: ['Tennis'],
      basketball: ['Basketball'],
    },
    rtp: [9000, 9500],
    demoShare: 1,
  },
  {
    category: 'card-games',
    count: 120,
    providers: ['paper-crane', 'mosaic-labs', 'atlas-dice', 'juniper-works'],
    subcategories: ['durak', 'solitaire', 'hilo', 'war', 'blackjack'],
    filter: 'card-games',
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Durak', 'Solitaire', 'Hi-Lo', 'Card War', 'Blackjack', 'Red Dog'],
    themesBySubcategory: {
      durak: ['Durak'],
      solitaire: ['Solitaire'],
      hilo: ['Hi-Lo'],
      war: ['Card War'],
      blackjack: ['Blackjack', 'Red Dog'],
    },
    rtp: [9500, 9950],
    demoShare: 1,
  },
  {
    category: 'skill-games',
    count: 80,
    providers: ['cobalt-arcade', 'lumen-play', 'starling'],
    subcategories: ['puzzle', 'arcade', 'darts'],
    filter: 'other',
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Puzzle', 'Darts', 'Snake', 'Tower', 'Maze', 'Bubbles'],
    themesBySubcategory: { puzzle: ['Puzzle', 'Maze', 'Bubbles'], arcade: ['Snake', 'Tower'], darts: ['Darts'] },
    rtp: [9300, 9800],
    demoShare: 1,
  },
  {
    category: 'fishinghunting',
    count: 60,
    providers: ['lumen-play', 'hollow-oak', 'echo-valley'],
    subcategories: ['fishing', 'hunting'],
    filter: 'other',
    patterns: ['{a} {t}', '{t} {n}', '{t} {x}'],
    themes: ['Fishing', 'Reef', 'Safari', 'Hunter', 'Ocean', 'Carp'],
    themesBySubcategory: { fishing: ['Fishing', 'Reef', 'Ocean', 'Carp'], hunting: ['Safari', 'Hunter'] },
    rtp: [9500, 9750],
    demoShare: 1,
  },
  {
    category: 'scratchcards',
    count: 100,
    providers: ['drift-lotto', 'velvet-spin', 'sunstone'],
    subcategories: ['classic', 'instant-win'],
    filter: 'lotteries',
    patterns: ['{a} {t}', '{t} {n}', '{n} {t}'],
    themes: ['Scratch', 'Scratcher', 'Ticket'],
    rtp: [8800, 9500],
    demoShare: 1,
  },
];

export const NAME_ADJECTIVES = [
  'Lucky',
  'Golden',
  'Wild',
  'Mighty',
  'Crystal',
  'Royal',
  'Sweet',
  'Blazing',
  'Frozen',
  'Silent',
  'Hidden',
  'Electric',
  'Cosmic',
  'Ancient',
  'Midnight',
  'Emerald',
  'Ruby',
  'Thunder',
  'Neon',
  'Velvet',
  'Rapid',
  'Jolly',
  'Shining',
  'Grand',
  'Tiny',
  'Savage',
  'Magic',
  'Hot',
  'Cool',
  'Mystic',
];

export const NAME_NOUNS = [
  'Fortune',
  'Treasure',
  'Riches',
  'Gems',
  'Cherries',
  'Bells',
  'Sevens',
  'Coins',
  'Crown',
  'Temple',
  'Jungle',
  'Harbor',
  'Island',
  'Express',
  'Storm',
  'Quest',
  'Legends',
  'Nights',
  'Garden',
  'Vault',
  'Stars',
  'Rush',
  'Party',
  'Spirit',
  'Tales',
  'Hunt',
  'Empire',
  'Wheel',
  'Dreams',
  'Fury',
];

/** The tail words of `{x}`. */
export const NAME_SUFFIXES = ['Deluxe', 'Megaways', 'Hold and Win', 'Extreme', 'Gold', 'Max', 'Blitz', 'Mania'];

export interface FeaturedGame {
  name: string;
  category: CasinoCategory;
  subcategories: readonly string[];
  provider: string;
  tags: readonly string[];
}

/**
 * Well-known-looking invented games, at the head of the lobby, that tests and the e2e suite
 * search for and open (README "Casino catalogue").
 */
export const FEATURED_GAMES: readonly FeaturedGame[] = [
  {
    name: 'Book of Pharaohs',
    category: 'slots',
    subcategories: ['popular', 'books', 'egypt'],
    provider: 'nebula-forge',
    tags: ['free-spins', 'expanding-symbols', 'high-volatility'],
  },
  {
    name: 'Aviator Sky',
    category: 'crash-games',
    subcategories: ['popular', 'multiplayer'],
    provider: 'rocket-yard',
    tags: ['multiplayer', 'auto-cashout'],
  },
  {
    name: 'Fruit Storm Megaways',
    category: 'slots',
    subcategories: ['popular', 'megaways', 'fruits'],
    provider: 'quartz-reels',
    tags: ['cascading-reels', 'bonus-buy'],
  },
  {
    name: 'Keno Express',
    category: 'keno',
    subcategories: ['fast-keno'],
    provider: 'drift-lotto',
    tags: ['quick-draw'],
  },
  {
    name: 'Crystal Roulette Live',
    category: 'live-casino',
    subcategories: ['roulette'],
    provider: 'blue-heron-live',
    tags: ['live-dealer'],
  },
  {
    name: 'Viking Gold Jackpot',
    category: 'slots',
    subcategories: ['popular', 'jackpot', 'adventure'],
    provider: 'ironbark',
    tags: ['jackpot', 'free-spins'],
  },
  {
    name: 'Sweet Cascade',
    category: 'slots',
    subcategories: ['popular', 'new', 'fruits'],
    provider: 'velvet-spin',
    tags: ['cascading-reels', 'low-volatility'],
  },
  {
    name: 'Blackjack Royale',
    category: 'live-casino',
    subcategories: ['blackjack'],
    provider: 'kestrel-live',
    tags: ['live-dealer'],
  },
];

/** Tags a slot may get (besides those of the featured games). */
export const SLOT_TAGS = [
  'free-spins',
  'bonus-buy',
  'cascading-reels',
  'hold-and-win',
  'sticky-wilds',
  'expanding-symbols',
  'multiplier',
];
export const OTHER_TAGS = ['quick-draw', 'multiplayer', 'auto-cashout', 'provably-fair', 'multiplier'];
/** At most one of these per game. */
export const VOLATILITY_TAGS = ['high-volatility', 'medium-volatility', 'low-volatility'];

/** The brief's rule of which engine plays a section (contract GAME_ENGINES). */
export function engineOf(category: CasinoCategory): GameEngine {
  if (category === 'crash-games') return 'crash';
  if (category === 'keno' || category === 'lotto' || category === 'bingo' || category === 'toto') return 'keno';
  return 'slot';
}
