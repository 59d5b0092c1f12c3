/**
 * Realistic name vocabularies for `seed:scale` (issue #16, point 3; docs/decisions/0029-embedded-memory-and-scale-names.md).
 *
 * Real rosters have a heavy head (Smith, Johnson, Maria, James ...) and a very long tail: a million Americans carry
 * a quarter of a million distinct surnames or so, most of them rare. The public Census surname and SSA given-name
 * lists are not in the shared data, so the tail is composed here from morphemes and syllables of several language
 * origins (English, German, Dutch, Scandinavian, Hispanic, Portuguese, Italian, French, Irish and Scottish, Slavic,
 * Greek, Arabic, South Asian, East and Southeast Asian, West African, Polynesian, Native American), with their
 * accents, apostrophes, particles ("de la", "van der") and some hyphenated double names. The lists start with the
 * hand-written common names (`scaleLastNames`, `scaleFirstNames`) as the head, then the generated names in the
 * seeded order they were made. Everything is deterministic: the same seed gives the same lists.
 *
 * Rank r is drawn with a Zipf-Mandelbrot frequency, weight 1 / (r + q) (`zipfRankSql`): with q = 10 over 600,000
 * surnames, rank 1 is drawn 0.8% of the time, the first 10 ranks 5.9% and the first 1,000 about 41%, close to the
 * shares of Smith, the ten commonest and the thousand commonest surnames in the 2010 US Census.
 */

type Origin = {
  weight: number;
  /** Word starts; an entry may already be a whole name. */
  starts: readonly string[];
  /** Optional linking syllables (the empty string keeps the name short). */
  middles: readonly string[];
  ends: readonly string[];
  /** Written before the composed name now and then ("O'", "Mc", "de la ", "van "). */
  particles?: readonly string[];
  particleShare?: number;
  /** Linking syllables every name of this origin has at least. */
  minMiddles?: number;
};

const surnameOrigins: readonly Origin[] = [
  {
    // English place and trade names
    weight: 16,
    starts: `Ash Brad Brook Bur Carl Chad Chester Crom Dal Dun Elling Fair Farn Hal Hamp Hart Hat Hay Hol Kent King
      Lang Lock Mar Mel Mid Mor Nor Pen Rad Red Ren Ros Rut Sand Shel Stan Stock Sut Thorn Wake Wal War Wes Whit Wil
      Wind Win Wood Ald Bar Bel Ben Bing Black Bram Brent Cal Cam Chap Clay Cliff Cot Crane Dar Dray Ev Fen Fox Ful
      Gar Gil Grey Ham Har Haw Hens Ink Kil Lamb Lin Mans Mat New Old Pack Pem Pick Ray Row Sal Shaw Slo Stam Sted
      Tal Tem Ther Tod Wad Wat Wes Wick`.split(/\s+/),
    middles: ['', '', '', 'er', 'ing', 'en', 'ble', 'de', 'ling'],
    ends: `ford ton ley wood field ham by worth well more son er man ridge brook hurst combe stead shaw den dale
      cott wick ington ock well bury land ham wright smith ard kins ings ell ett ow ins`.split(/\s+/),
  },
  {
    // German and Dutch
    weight: 10,
    starts: `Berg Stein Rosen Gold Eisen Schwarz Klein Hoff Lind Wein Brand Eck Feld Alt Baum Neu Kirsch Roth Sch\u00f6n
      Wolf Wald Weiss Fisch Bauer Hahn Kessel Krau Lang Mey Rich Schmid Stolz Vogel Zimmer K\u00f6nig M\u00fcl Gr\u00fcn
      Haber Heid Hirsch Keller Kuhn Lehr Licht Mohr Ober Rein Sauer Stroh Wies Zell Brink Dijk Hout Kamp Veld Vries
      Boer Haan Jong Kuip Meer Smeet`.split(/\s+/),
    middles: ['', '', '', 'en', 'er', 'el', 'ing'],
    ends: `mann berg stein feld hardt bach baum er hof inger ner thal haus meier burg dorf hauser li ke s sma stra
      ink kamp veld huis mans dijk`.split(/\s+/),
    particles: ['van ', 'van der ', 'van den ', 'von ', 'ter ', 'de '],
    particleShare: 0.08,
  },
  {
    // Scandinavian
    weight: 5,
    starts: `Lars Nils Sven Ander Peder Johan Erik Gust Olaf Ols Berg Lind Hol Sand Dahl Ny Sj\u00f6 Str\u00f6m Hag Ek
      Bj\u00f6rk Lund Fors \u00c5s Ha\u00e5k Knud Jens Sor Torv Fjell Gr\u00f8n M\u00f8l`.split(/\s+/),
    middles: ['', '', 'e', 'en', 'ing'],
    ends: `son sen sson berg str\u00f6m quist lund gren dahl vik stad land holm man by \u00f8y gaard`.split(/\s+/),
  },
  {
    // Spanish and Portuguese
    weight: 16,
    starts: `Fern Rodr Gonz Mend Alv Dom Velas Ord Quint Barr Cerv Zamor Bust Arr Bel Cab Cald Cam Card Carr Cas
      Cerr Cisn Cont Cor Cuev Escob Espin Estr Fig Gal Gall Guerr Guzm Her Ibarr Lar Lun Mald Mar Mej Mir Mol Mont
      Nav Ochoa Olm Orteg Pach Pad Pal Ped Per Quir Ram Rang Rey Rin Riv Rom Sal Salaz Sand Sant Serr Sot Tap Tej
      Torr Trev Valenz Vall Varg Veg Vill Zap Zu\u00f1 Nu\u00f1 Ib\u00e1\u00f1 Pe\u00f1 Mu\u00f1 Vi\u00f1 Ace Agu Alm Bar Cort
      Gait Mach Mor Pint Teix Sou Ferr Bran Coel`.split(/\s+/),
    middles: ['', '', '', '', 'ar', 'er', 'ill', 'an', 'ad', 'on', 'ed'],
    ends: `andez \u00e1ndez iguez \u00edguez ales oza arez \u00e1rez ino ero illo ada eda ano ez es \u00f3n ado ena era
      ega io uez \u00e9rrez ales aga eira oso ido ares a o al \u00e1n ir \u00edn \u00e1s \u00fa`.split(/\s+/),
    particles: ['de la ', 'del ', 'de los ', 'de ', 'da ', 'dos ', 'San '],
    particleShare: 0.06,
  },
  {
    // Italian
    weight: 6,
    starts: `Bel Cap Rus Mar Fer Lom Cast Ross Bianc Ventur Gall Cont Espos Ricc Colomb Ferr Grec Bruno Mancin Ros
      Gentil Moret Barb Sart Marin Lomb Fontan Carb Pellegr Bar Cald Ciamp Dell Fior Giord Iann Luc Mazz Nap Orl
      Pagan Prov Sal Sant Tom Vit Zan Angel Amat Addar Orsin`.split(/\s+/),
    middles: ['', '', '', 'ell', 'ett', 'ard', 'an', 'iz'],
    ends: `ello etti ini ucci one ardi ari ano otto esi ino a i o elli ale ucci ola ese ato uzzi ico oni`.split(/\s+/),
    particles: ["D'", "Dell'", 'Di ', 'De ', 'La ', 'Lo '],
    particleShare: 0.07,
  },
  {
    // French
    weight: 5,
    starts: `Dub Lef\u00e8v Gir Bouch Chev Fourn Gaut Laf Lamb Lec Mor Rouss Mich Per Gar Blanch Fontain Beaul Bel
      Boiss Chass Clem Dup Fav Gren Jol Lan Mar Thib Vall Marc Ren Ber Bon Car Cour Dum Dur Esc`.split(/\s+/),
    middles: ['', '', 'on', 'el', 'ar', 'ier'],
    ends: `ois re ier eau ard ault et ot on in elle ette eux el ay ac and ville mont court \u00e9 \u00e8re \u00e9e
      aire oux`.split(/\s+/),
    particles: ['Le ', 'La ', 'Du ', 'St. ', 'Saint-'],
    particleShare: 0.04,
  },
  {
    // Irish, Scottish and Welsh
    weight: 8,
    starts: `Carth Donn Gill Bri Connell Kenn Laugh Niel Sulliv Mur Dough Fitz Gall Brenn Cull Dal Dool Fl Hal Keat
      Kell Lenn Mahon Mall Nol Quinl Rour Shea Sheeh Tier Whel Call Conn Cork Dunl Fergu Gorm Grad Hanl Kearn Kinn
      Lav Madd Mor Neil Reill Rod Shann Tag Lew Llew Gwyn Rhys Dav Ow Pry Ev Mac`.split(/\s+/),
    middles: ['', '', '', 'a', 'e', 'o'],
    ends: `an en y ey ley in on ell ough ahan ane aghan ins ton ard s lin ly gan ry ragh`.split(/\s+/),
    particles: ["O'", 'Mc', 'Mac', 'Fitz'],
    particleShare: 0.35,
  },
  {
    // Polish, Czech, Ukrainian, Russian, Serbo-Croatian
    weight: 8,
    starts: `Kowal Nowak Wi\u015bni Lewand Zielin Petr Ivan Novot Dvor Horv Sokol Kozl Kami Szyman Wozn Dab Kacz
      Mazur Krawc Pawl Wojc Jabl Mich Grab Zaj Kr\u00f3l Wr\u00f3b St\u0119p G\u00f3r Bog Dmitr Kuzn Pop Smirn Volk Mor
      Pavl Sem Bor Vasil Fed Hryc Shevch Kovac Bab Jov Mark Nik Stoj Mil Rad Pol Bart \u0141uk Step Tkach`.split(/\s+/),
    middles: ['', '', '', 'an', 'ov', 'ec', 'in', 'ar'],
    ends: `ski ska ewicz owicz czyk ovic enko ov ak ek iak ov\u00e1 sky ko uk chuk in ova ich ovich ik czak ny
      \u0107 ic \u00e1k`.split(/\s+/),
  },
  {
    // Greek
    weight: 2,
    starts: `Papa Kon Geor Dimi Nik Christ Vasil Alex Ioann Kara Stav Theo Spyr Pan Ath Mich Anag Kyr Lamb Mavr Chatz
      Kost Tsak Zerv`.split(/\s+/),
    middles: ['', 'od', 'ol', 'an', 'is', 'on'],
    ends: `opoulos akis idis ou as os atos ellis iadis ides akos oglou eas is`.split(/\s+/),
  },
  {
    // Arabic, Persian and Turkish
    weight: 4,
    starts: `Hass Rash Kar Sal Mans Nas Fa Ham Kh Haddad Sayy Aziz Bak Jab Mahm Moust Ibr Yous Kas Qur Tah Zah Abb
      Moh Tehr Rez Ahm Hoss Jaf Yild Ayd \u00d6zt \u00c7el \u015eah Kaya Demir Kocak`.split(/\s+/),
    middles: ['', '', 'a', 'i', 'ar'],
    ends: `an id im our ir ah ouri ani i ar ad ieh zadeh pour ian oglu er el ine ali`.split(/\s+/),
    particles: ['Al-', 'El-', 'Abu ', 'Abdel'],
    particleShare: 0.12,
  },
  {
    // South Asian
    weight: 5,
    starts: `Pat Sha Kap Mal Shr Ver Agar Bhat Chau Desh Kris Ram Sub Iyer Nai Redd Rao Mukh Bann Chatt Gho Sen Das
      Jos Kul Mish Pand Sax Sriv Trip Gup Bhar Dutt Gill Sidh Sand Dhill Grew Kaur Pill Nair Menon Iyeng`.split(/\s+/),
    middles: ['', '', '', 'a', 'an', 'ar', 'ee'],
    ends: `el rma oor hotra ivastava ma wal t han pande hnan an ramanian dy arjee erjee ee kar de ndey than ani
      ia swamy appa iah`.split(/\s+/),
  },
  {
    // East and Southeast Asian: one to three syllables
    weight: 7,
    starts: `Zh X L W Ch Sh H Y G Q J T K M N S Hu Ng Tr Ph D B V Th P`.split(/\s+/),
    middles: `ang ong ei iu ao en an in ou uo ia ue uan ai ing eng uy anh oan u`.split(/\s+/),
    ends: [''],
    minMiddles: 1,
  },
  {
    // Japanese and Korean
    weight: 4,
    starts: `Ta Ya Ma Ka Su Hi Na Wa Mo Sa Ko Fu Ku Ha Ni Ishi Mi Shi Ki Ts O I A Yo Ho Se Ku`.split(/\s+/),
    middles: `na ma ka mu shi da ta ra ga ya wa no sa ji mo to ku ki ri ba`.split(/\s+/),
    ends: `moto mura kawa da ta hara saki no yama mi shita gawa uchi zawa oka bayashi i gi ki shima`.split(/\s+/),
  },
  {
    // West African
    weight: 4,
    starts: `Ade Olu Oke Nwa Chi Oba Eze Uche Oko Afo Bam Mba Ogu Osei Asa Kwa Ama Kof Ofo Ak Ig Ob Nj Ok Am Ab`.split(
      /\s+/,
    ),
    middles: ['', '', 'ye', 'la', 'ma', 'chu', 'wu', 'de'],
    ends: `bayo wale kunle nna oma dike ke femi ola ku tunde nso fo yemi ah ima ri jo ye nkwo gbe tey`.split(/\s+/),
  },
  {
    // Polynesian, Hawaiian and Filipino
    weight: 3,
    starts: `Ka Ke Ma Pa Ha Lo Na Le Ku Ak Ta Fa Tu Mo Sa Vi Ba Dela Bau Ma Cas Sant Pan`.split(/\s+/),
    middles: ['', 'la', 'lu', 'ka', 'ma', 'pu', 'ta', 'na', 'ni'],
    ends: `hale kai lani kane ole ua o a i ana oa aga ifa tista gan ilan ingan`.split(/\s+/),
  },
  {
    // Native American (Navajo, Lakota and others, as written in English)
    weight: 1,
    starts: `Yaz Beg Tso Ben Natan Chee Nez Etsitty Wauneka Harj Tsin Lone Red White Running Two Many Kills
      Iron Little`.split(/\s+/),
    middles: ['', '', 'a', 'ie', 'i'],
    ends: `zie ay sie ally nie bah cloud horse bear hawk eagle wolf feather elk deer`.split(/\s+/),
  },
];

const givenOrigins: readonly Origin[] = [
  {
    weight: 10,
    starts: `Ja Ka Ma Bre Da Ra Sha La Ta Ni Ke Je Ash Jo Ay Bra Ca Cha De El Em Ga Ha Is Jay Kay Le Li Lo Lu Mi
      Na Ra Re Ro Sa Se Sky Ty Za Zo Al An Ar Au Bri Cam Cla Cor Dar Eve Fa Gre Hay Jen Kri Lau Mel Mor Pa Pey Qui
      Sie Sto Tre Vi Wil Ber Chr Fran Geo Har Iv Jul Leo Mat Nat Ol Ros Sam Th`.split(/\s+/),
    middles: ['', '', '', 'de', 'li', 'ri', 'la', 'ma', 'ne', 'ry', 'lyn', 'ra', 'nie', 'to'],
    ends: `n na ne lyn leigh ley lee a ah ia ie y en on er ton da dy son ra ya cia sa elle ette ian ius ar o us
      is ine ina ella ika ik ek`.split(/\s+/),
  },
  {
    weight: 4,
    starts: `Jos Ram Sof Hect Ra Luc Joaq M\u00f3n Ag Fern Al Ig Ro Vi Ad Cri Gua Est Lil Xim`.split(/\s+/),
    middles: ['', 'el', 'ar', 'an', 'in'],
    ends: `\u00e9 \u00f3n \u00eda \u00fal \u00edn ina ela ita ito o a ando esto rio io ez ana`.split(/\s+/),
  },
  {
    weight: 4,
    starts: `Ngo Olu Ade Chi Ife Ama Kwa Emeka Yaw Ko Ab Na Sa Fa Yu Ha Ki Mi Ri Da Ar Pri An Vi De Ra Sun Ka`.split(
      /\s+/,
    ),
    middles: ['', 'wa', 'se', 'de', 'ni', 'sh', 'ji', 'ra', 'mi'],
    ends: `zi un mi ka ki ko to ya ha ima ita esh il na ini sha hil ita ul in ae eun ho`.split(/\s+/),
  },
];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]) => items[Math.floor(random() * items.length)]!;

function pickOrigin(random: () => number, origins: readonly Origin[], total: number) {
  let at = random() * total;
  for (const origin of origins) {
    at -= origin.weight;
    if (at < 0) return origin;
  }
  return origins[origins.length - 1]!;
}

/** "ashford" + join rules: no tripled letters, the first letter capital, the rest as composed. */
function compose(origin: Origin, random: () => number, syllables: number) {
  let name = pick(random, origin.starts);
  // Two stems run together (Ash + brook, Kirsch + baum) now and then, as compound names are formed.
  if (random() < 0.4 && origin.middles.includes('')) name += pick(random, origin.starts).toLocaleLowerCase('en-US');
  for (let i = 0; i < syllables; i += 1) name += pick(random, origin.middles);
  name += pick(random, origin.ends);
  const lower = name.toLocaleLowerCase('en-US');
  return lower.charAt(0).toLocaleUpperCase('en-US') + lower.slice(1);
}

/** Small spelling variants real surnames carry (Smyth, Phillips/Philips, -sen/-son): more distinct names per stem. */
function vary(name: string, random: () => number) {
  const roll = random();
  if (roll < 0.05) return name.replace(/i(?=[^aeiou]*$)/u, 'y');
  if (roll < 0.1) return name.replace(/([bdglmnprt])(?=[aeiouy])/u, '$1$1');
  if (roll < 0.13) return name + 's';
  if (roll < 0.15) return name.replace(/e(?=[^aeiou]*$)/u, 'a');
  return name;
}

function generate(
  head: readonly string[],
  origins: readonly Origin[],
  count: number,
  seed: number,
  compound: (random: () => number, names: readonly string[]) => string | undefined,
) {
  const random = seededRandom(seed);
  const total = origins.reduce((sum, origin) => sum + origin.weight, 0);
  const seen = new Set<string>();
  const names: string[] = [];
  const add = (composed: string) => {
    const name = composed.replace(/(.)\1\1+/gu, '$1$1');
    const key = name.toLocaleLowerCase('en-US');
    if (seen.has(key) || name.length < 2) return;
    seen.add(key);
    names.push(name);
  };
  for (const name of head) add(name);
  for (let attempt = 0; names.length < count && attempt < count * 20; attempt += 1) {
    const extra = compound(random, names);
    if (extra) {
      add(extra);
      continue;
    }
    const origin = pickOrigin(random, origins, total);
    const syllables = Math.max(origin.minMiddles ?? 0, random() < 0.55 ? 0 : random() < 0.85 ? 1 : 2);
    let name = vary(compose(origin, random, syllables), random);
    if (origin.particles && random() < (origin.particleShare ?? 0)) {
      name = pick(random, origin.particles) + name;
    }
    add(name);
  }
  return names;
}

const cache = new Map<string, string[]>();

/**
 * `count` distinct surnames (fewer only if the composer runs dry), commonest first: the hand-written head, then the
 * generated tail. About 2% are hyphenated double names.
 */
export function scaleSurnameVocabulary(head: readonly string[], count = 600_000, seed = 2029): string[] {
  const key = `s:${count}:${seed}:${head.length}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const names = generate(head, surnameOrigins, count, seed, (random, sofar) => {
    if (random() >= 0.02 || sofar.length < 1000) return undefined;
    // Double names mostly join two common ones (Smith-Jones, García-López).
    const first = sofar[Math.floor(Math.pow(random(), 3) * sofar.length)]!;
    const second = sofar[Math.floor(Math.pow(random(), 3) * sofar.length)]!;
    return /[\s-]/u.test(first + second) || first === second ? undefined : `${first}-${second}`;
  });
  cache.set(key, names);
  return names;
}

/** `count` distinct given names, commonest first: the hand-written head, then generated ones. */
export function scaleGivenNameVocabulary(head: readonly string[], count = 60_000, seed = 1029): string[] {
  const key = `g:${count}:${seed}:${head.length}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const names = generate(head, givenOrigins, count, seed, () => undefined);
  cache.set(key, names);
  return names;
}

/**
 * SQL for a rank in 1..n drawn with weight 1 / (r + q): the inverse of the continuous distribution, so one random()
 * per draw. q = 10 gives the Census-like head described above; `n` and `q` are inlined integers.
 */
export function zipfRankSql(n: number, q = 10) {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(q) || q < 0) throw new Error('zipfRankSql: bad n or q');
  return `least(${n}, floor(${1 + q} * exp(random() * ln(${n + q}.0 / ${1 + q})) - ${q})::int)`;
}
