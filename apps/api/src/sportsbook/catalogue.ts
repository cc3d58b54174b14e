import type { LocalizedText } from './localized';

/**
 * What the seed and the simulator build games from: sports, countries, championships and
 * teams, in Russian and English. Team names are stored in games.team1/team2 in English (the
 * table has one column each); `teamName` gives the Russian from this catalogue.
 */
export interface SportEntry {
  id: number;
  name: LocalizedText;
  cyberTypeId: number | null;
  sort: number;
  /** Share of the seeded games. */
  weight: number;
}

export const SPORTS: readonly SportEntry[] = [
  { id: 1, name: { ru: 'Футбол', en: 'Football' }, cyberTypeId: null, sort: 1, weight: 30 },
  { id: 2, name: { ru: 'Хоккей', en: 'Ice Hockey' }, cyberTypeId: null, sort: 2, weight: 10 },
  { id: 3, name: { ru: 'Баскетбол', en: 'Basketball' }, cyberTypeId: null, sort: 3, weight: 10 },
  { id: 4, name: { ru: 'Теннис', en: 'Tennis' }, cyberTypeId: null, sort: 4, weight: 12 },
  { id: 5, name: { ru: 'Волейбол', en: 'Volleyball' }, cyberTypeId: null, sort: 5, weight: 6 },
  { id: 6, name: { ru: 'Настольный теннис', en: 'Table Tennis' }, cyberTypeId: null, sort: 6, weight: 8 },
  // Issue 18: cricket, for the ipl page type (spec 01 §2) and its Indian Premier League.
  { id: 7, name: { ru: 'Крикет', en: 'Cricket' }, cyberTypeId: null, sort: 7, weight: 3 },
  { id: 40, name: { ru: 'Counter-Strike 2', en: 'Counter-Strike 2' }, cyberTypeId: 1, sort: 40, weight: 8 },
  { id: 41, name: { ru: 'Dota 2', en: 'Dota 2' }, cyberTypeId: 2, sort: 41, weight: 6 },
  { id: 42, name: { ru: 'FIFA (EA FC)', en: 'FIFA (EA FC)' }, cyberTypeId: 3, sort: 42, weight: 10 },
];

export interface CountryEntry {
  id: number;
  iso: string;
  name: LocalizedText;
}

/**
 * Countries of the championships. Ids are those of the countries table where it has the
 * country (ru 1, kz 66, de 80, tr 190, us 231); the others, which the table lacks, get
 * 1000 + ISO 3166 numeric so they can never clash with it. 0 is international.
 */
export const COUNTRIES: readonly CountryEntry[] = [
  { id: 0, iso: '', name: { ru: 'Международные', en: 'International' } },
  { id: 1, iso: 'ru', name: { ru: 'Россия', en: 'Russia' } },
  { id: 66, iso: 'kz', name: { ru: 'Казахстан', en: 'Kazakhstan' } },
  { id: 80, iso: 'de', name: { ru: 'Германия', en: 'Germany' } },
  { id: 190, iso: 'tr', name: { ru: 'Турция', en: 'Turkey' } },
  { id: 231, iso: 'us', name: { ru: 'США', en: 'United States' } },
  { id: 1826, iso: 'gb', name: { ru: 'Англия', en: 'England' } },
  { id: 1724, iso: 'es', name: { ru: 'Испания', en: 'Spain' } },
  { id: 1380, iso: 'it', name: { ru: 'Италия', en: 'Italy' } },
  { id: 1356, iso: 'in', name: { ru: 'Индия', en: 'India' } },
];

export function countryOf(id: number): CountryEntry {
  return COUNTRIES.find((country) => country.id === id) ?? { id, iso: '', name: { ru: '', en: '' } };
}

export interface ChampEntry {
  id: number;
  sportId: number;
  countryId: number;
  name: LocalizedText;
  sort: number;
  /** 'Team A|Команда А' pairs. */
  teams: readonly string[];
}

/** Epl, La Liga and Europa League are named so the client can theme their pages (spec 01 §2). */
export const EPL_CHAMP_ID = 101;
export const LALIGA_CHAMP_ID = 102;
export const EUROPA_LEAGUE_CHAMP_ID = 103;
/** Issue 18: the Indian Premier League, the feed of the ipl page type (spec 01 §2). */
export const IPL_CHAMP_ID = 701;

/** A championship as listed under its sport: its sport and menu place come from where it stands. */
type ChampListing = Omit<ChampEntry, 'sportId' | 'sort'>;

/** Championships by sport id, each sport's in menu order. */
const CHAMPS_BY_SPORT: Readonly<Record<number, readonly ChampListing[]>> = {
  1: [
    {
      id: EPL_CHAMP_ID,
      countryId: 1826,
      name: { ru: 'Англия. Премьер-лига', en: 'England. Premier League' },
      teams: [
        'Arsenal|Арсенал',
        'Chelsea|Челси',
        'Liverpool|Ливерпуль',
        'Manchester City|Манчестер Сити',
        'Manchester United|Манчестер Юнайтед',
        'Tottenham Hotspur|Тоттенхэм',
        'Newcastle United|Ньюкасл',
        'Aston Villa|Астон Вилла',
        'Brighton|Брайтон',
        'West Ham United|Вест Хэм',
        'Everton|Эвертон',
        'Fulham|Фулхэм',
        'Brentford|Брентфорд',
        'Crystal Palace|Кристал Пэлас',
      ],
    },
    {
      id: LALIGA_CHAMP_ID,
      countryId: 1724,
      name: { ru: 'Испания. Ла Лига', en: 'Spain. La Liga' },
      teams: [
        'Real Madrid|Реал Мадрид',
        'Barcelona|Барселона',
        'Atletico Madrid|Атлетико Мадрид',
        'Sevilla|Севилья',
        'Real Sociedad|Реал Сосьедад',
        'Villarreal|Вильярреал',
        'Real Betis|Бетис',
        'Athletic Bilbao|Атлетик Бильбао',
        'Valencia|Валенсия',
        'Girona|Жирона',
        'Celta Vigo|Сельта',
        'Osasuna|Осасуна',
      ],
    },
    {
      id: EUROPA_LEAGUE_CHAMP_ID,
      countryId: 0,
      name: { ru: 'Лига Европы УЕФА', en: 'UEFA Europa League' },
      teams: [
        'Roma|Рома',
        'Ajax|Аякс',
        'Porto|Порту',
        'Lazio|Лацио',
        'Olympiacos|Олимпиакос',
        'Fenerbahce|Фенербахче',
        'Eintracht Frankfurt|Айнтрахт Франкфурт',
        'Lyon|Лион',
        'Rangers|Рейнджерс',
        'Anderlecht|Андерлехт',
        'Braga|Брага',
        'Galatasaray|Галатасарай',
      ],
    },
    {
      id: 104,
      countryId: 1,
      name: { ru: 'Россия. Премьер-лига', en: 'Russia. Premier League' },
      teams: [
        'Zenit|Зенит',
        'Spartak Moscow|Спартак Москва',
        'CSKA Moscow|ЦСКА',
        'Lokomotiv Moscow|Локомотив Москва',
        'Dynamo Moscow|Динамо Москва',
        'Krasnodar|Краснодар',
        'Rostov|Ростов',
        'Rubin Kazan|Рубин',
        'Akhmat Grozny|Ахмат',
        'Krylia Sovetov|Крылья Советов',
        'Fakel|Факел',
        'Orenburg|Оренбург',
      ],
    },
    {
      id: 105,
      countryId: 80,
      name: { ru: 'Германия. Бундеслига', en: 'Germany. Bundesliga' },
      teams: [
        'Bayern Munich|Бавария',
        'Borussia Dortmund|Боруссия Дортмунд',
        'RB Leipzig|РБ Лейпциг',
        'Bayer Leverkusen|Байер Леверкузен',
        'VfB Stuttgart|Штутгарт',
        'Wolfsburg|Вольфсбург',
        'Freiburg|Фрайбург',
        'Werder Bremen|Вердер',
        'Union Berlin|Унион Берлин',
        'Hoffenheim|Хоффенхайм',
      ],
    },
    {
      id: 106,
      countryId: 190,
      name: { ru: 'Турция. Суперлига', en: 'Turkey. Super Lig' },
      teams: [
        'Besiktas|Бешикташ',
        'Trabzonspor|Трабзонспор',
        'Basaksehir|Башакшехир',
        'Konyaspor|Коньяспор',
        'Antalyaspor|Антальяспор',
        'Sivasspor|Сивасспор',
        'Kasimpasa|Касымпаша',
        'Alanyaspor|Аланьяспор',
      ],
    },
    {
      id: 107,
      countryId: 1380,
      name: { ru: 'Италия. Серия А', en: 'Italy. Serie A' },
      teams: [
        'Juventus|Ювентус',
        'Inter|Интер',
        'Milan|Милан',
        'Napoli|Наполи',
        'Atalanta|Аталанта',
        'Fiorentina|Фиорентина',
        'Bologna|Болонья',
        'Torino|Торино',
        'Genoa|Дженоа',
        'Udinese|Удинезе',
      ],
    },
    {
      id: 108,
      countryId: 66,
      name: { ru: 'Казахстан. Премьер-лига', en: 'Kazakhstan. Premier League' },
      teams: [
        'Astana|Астана',
        'Kairat|Кайрат',
        'Tobol|Тобол',
        'Ordabasy|Ордабасы',
        'Aktobe|Актобе',
        'Shakhter Karagandy|Шахтер Караганда',
        'Kaisar|Кайсар',
        'Atyrau|Атырау',
      ],
    },
  ],
  2: [
    {
      id: 201,
      countryId: 1,
      name: { ru: 'КХЛ', en: 'KHL' },
      teams: [
        'SKA St. Petersburg|СКА',
        'CSKA Moscow|ЦСКА',
        'Ak Bars Kazan|Ак Барс',
        'Metallurg Magnitogorsk|Металлург Мг',
        'Avangard Omsk|Авангард',
        'Dynamo Moscow|Динамо Москва',
        'Lokomotiv Yaroslavl|Локомотив',
        'Salavat Yulaev|Салават Юлаев',
        'Traktor Chelyabinsk|Трактор',
        'Spartak Moscow|Спартак Москва',
        'Barys Astana|Барыс',
        'Torpedo Nizhny Novgorod|Торпедо',
      ],
    },
    {
      id: 202,
      countryId: 231,
      name: { ru: 'США. НХЛ', en: 'USA. NHL' },
      teams: [
        'Boston Bruins|Бостон Брюинз',
        'New York Rangers|Нью-Йорк Рейнджерс',
        'Toronto Maple Leafs|Торонто Мейпл Лифс',
        'Tampa Bay Lightning|Тампа-Бэй Лайтнинг',
        'Colorado Avalanche|Колорадо Эвеланш',
        'Edmonton Oilers|Эдмонтон Ойлерз',
        'Vegas Golden Knights|Вегас Голден Найтс',
        'Washington Capitals|Вашингтон Кэпиталз',
        'Florida Panthers|Флорида Пантерз',
        'Dallas Stars|Даллас Старз',
      ],
    },
    {
      id: 203,
      countryId: 0,
      name: { ru: 'Чемпионат мира', en: 'World Championship' },
      teams: [
        'Canada|Канада',
        'Finland|Финляндия',
        'Sweden|Швеция',
        'Czechia|Чехия',
        'Switzerland|Швейцария',
        'USA|США',
        'Slovakia|Словакия',
        'Latvia|Латвия',
      ],
    },
  ],
  3: [
    {
      id: 301,
      countryId: 231,
      name: { ru: 'США. НБА', en: 'USA. NBA' },
      teams: [
        'Boston Celtics|Бостон Селтикс',
        'Los Angeles Lakers|Лос-Анджелес Лейкерс',
        'Golden State Warriors|Голден Стэйт Уорриорз',
        'Denver Nuggets|Денвер Наггетс',
        'Milwaukee Bucks|Милуоки Бакс',
        'Miami Heat|Майами Хит',
        'Phoenix Suns|Финикс Санз',
        'Dallas Mavericks|Даллас Маверикс',
        'New York Knicks|Нью-Йорк Никс',
        'Philadelphia 76ers|Филадельфия Севенти Сиксерс',
      ],
    },
    {
      id: 302,
      countryId: 0,
      name: { ru: 'Евролига', en: 'EuroLeague' },
      teams: [
        'Real Madrid|Реал Мадрид',
        'Barcelona|Барселона',
        'Olympiacos|Олимпиакос',
        'Panathinaikos|Панатинаикос',
        'Fenerbahce|Фенербахче',
        'Anadolu Efes|Анадолу Эфес',
        'Maccabi Tel Aviv|Маккаби Тель-Авив',
        'Monaco|Монако',
      ],
    },
    {
      id: 303,
      countryId: 1,
      name: { ru: 'Единая лига ВТБ', en: 'VTB United League' },
      teams: [
        'CSKA Moscow|ЦСКА',
        'Zenit St. Petersburg|Зенит СПб',
        'UNICS Kazan|УНИКС',
        'Lokomotiv Kuban|Локомотив-Кубань',
        'Parma|Парма',
        'Avtodor|Автодор',
        'Nizhny Novgorod|Нижний Новгород',
        'Astana|Астана',
      ],
    },
  ],
  4: [
    {
      id: 401,
      countryId: 0,
      name: { ru: 'ATP. Мастерс', en: 'ATP. Masters' },
      teams: [
        'Jannik Sinner|Янник Синнер',
        'Carlos Alcaraz|Карлос Алькарас',
        'Novak Djokovic|Новак Джокович',
        'Daniil Medvedev|Даниил Медведев',
        'Alexander Zverev|Александр Зверев',
        'Andrey Rublev|Андрей Рублев',
        'Holger Rune|Хольгер Руне',
        'Casper Ruud|Каспер Рууд',
        'Taylor Fritz|Тейлор Фриц',
        'Karen Khachanov|Карен Хачанов',
        'Alex de Minaur|Алекс де Минор',
        'Stefanos Tsitsipas|Стефанос Циципас',
      ],
    },
    {
      id: 402,
      countryId: 0,
      name: { ru: 'WTA. Премьер', en: 'WTA. Premier' },
      teams: [
        'Aryna Sabalenka|Арина Соболенко',
        'Iga Swiatek|Ига Швёнтек',
        'Coco Gauff|Кори Гауфф',
        'Elena Rybakina|Елена Рыбакина',
        'Jessica Pegula|Джессика Пегула',
        'Mirra Andreeva|Мирра Андреева',
        'Daria Kasatkina|Дарья Касаткина',
        'Ons Jabeur|Онс Жабер',
        'Qinwen Zheng|Чжэн Циньвэнь',
        'Anna Kalinskaya|Анна Калинская',
      ],
    },
  ],
  5: [
    {
      id: 501,
      countryId: 1,
      name: { ru: 'Россия. Суперлига', en: 'Russia. Superleague' },
      teams: [
        'Zenit Kazan|Зенит-Казань',
        'Dynamo Moscow|Динамо Москва',
        'Lokomotiv Novosibirsk|Локомотив Новосибирск',
        'Belogorie|Белогорье',
        'Kuzbass|Кузбасс',
        'Fakel|Факел',
        'Zenit St. Petersburg|Зенит СПб',
        'Ural Ufa|Урал',
      ],
    },
    {
      id: 502,
      countryId: 0,
      name: { ru: 'Лига наций', en: 'Nations League' },
      teams: [
        'Poland|Польша',
        'Italy|Италия',
        'France|Франция',
        'Brazil|Бразилия',
        'Japan|Япония',
        'Slovenia|Словения',
        'USA|США',
        'Serbia|Сербия',
      ],
    },
  ],
  6: [
    {
      id: 601,
      countryId: 1,
      name: { ru: 'Лига Про', en: 'Liga Pro' },
      teams: [
        'Ivan Petrov|Иван Петров',
        'Sergey Smirnov|Сергей Смирнов',
        'Alexey Ivanov|Алексей Иванов',
        'Dmitry Kuznetsov|Дмитрий Кузнецов',
        'Pavel Sokolov|Павел Соколов',
        'Mikhail Popov|Михаил Попов',
        'Andrey Lebedev|Андрей Лебедев',
        'Nikolay Kozlov|Николай Козлов',
        'Egor Novikov|Егор Новиков',
        'Artem Morozov|Артем Морозов',
      ],
    },
    {
      id: 602,
      countryId: 0,
      name: { ru: 'Сетка Кап', en: 'Setka Cup' },
      teams: [
        'Oleg Volkov|Олег Волков',
        'Yuri Zaitsev|Юрий Зайцев',
        'Roman Pavlov|Роман Павлов',
        'Denis Semenov|Денис Семенов',
        'Maxim Golubev|Максим Голубев',
        'Ilya Vinogradov|Илья Виноградов',
        'Anton Bogdanov|Антон Богданов',
        'Kirill Vorobyov|Кирилл Воробьев',
      ],
    },
  ],
  7: [
    {
      id: IPL_CHAMP_ID,
      countryId: 1356,
      name: { ru: 'Индийская Премьер-лига', en: 'Indian Premier League' },
      teams: [
        'Mumbai Indians|Мумбаи Индианс',
        'Chennai Super Kings|Ченнаи Супер Кингз',
        'Royal Challengers Bengaluru|Роял Челленджерс Бангалор',
        'Kolkata Knight Riders|Калькутта Найт Райдерс',
        'Delhi Capitals|Дели Кэпиталз',
        'Rajasthan Royals|Раджастхан Роялз',
        'Sunrisers Hyderabad|Санрайзерс Хайдарабад',
        'Punjab Kings|Пенджаб Кингз',
        'Gujarat Titans|Гуджарат Тайтанс',
        'Lucknow Super Giants|Лакхнау Супер Джайентс',
      ],
    },
  ],
  40: [
    {
      id: 4001,
      countryId: 0,
      name: { ru: 'IEM', en: 'IEM' },
      teams: [
        'Natus Vincere|Natus Vincere',
        'Vitality|Vitality',
        'FaZe Clan|FaZe Clan',
        'G2 Esports|G2 Esports',
        'Team Spirit|Team Spirit',
        'MOUZ|MOUZ',
        'Virtus.pro|Virtus.pro',
        'Astralis|Astralis',
      ],
    },
    {
      id: 4002,
      countryId: 0,
      name: { ru: 'ESL Pro League', en: 'ESL Pro League' },
      teams: [
        'Heroic|Heroic',
        'Complexity|Complexity',
        'Eternal Fire|Eternal Fire',
        'Cloud9|Cloud9',
        'BetBoom Team|BetBoom Team',
        'The MongolZ|The MongolZ',
        'Liquid|Liquid',
        'Falcons|Falcons',
      ],
    },
  ],
  41: [
    {
      id: 4101,
      countryId: 0,
      name: { ru: 'DreamLeague', en: 'DreamLeague' },
      teams: [
        'Team Spirit|Team Spirit',
        'Gaimin Gladiators|Gaimin Gladiators',
        'Team Liquid|Team Liquid',
        'Tundra Esports|Tundra Esports',
        'BetBoom Team|BetBoom Team',
        'Xtreme Gaming|Xtreme Gaming',
        'Team Falcons|Team Falcons',
        'PARIVISION|PARIVISION',
      ],
    },
  ],
  42: [
    {
      id: 4201,
      countryId: 0,
      name: { ru: 'Кибер-лига. 2x6 минут', en: 'Cyber League. 2x6 min' },
      teams: [
        'Arsenal (Kray)|Арсенал (Kray)',
        'Real Madrid (Boss)|Реал Мадрид (Boss)',
        'Bayern (Flash)|Бавария (Flash)',
        'Inter (Ghost)|Интер (Ghost)',
        'PSG (Viper)|ПСЖ (Viper)',
        'Liverpool (Ace)|Ливерпуль (Ace)',
        'Barcelona (Nova)|Барселона (Nova)',
        'Juventus (Storm)|Ювентус (Storm)',
      ],
    },
    {
      id: 4202,
      countryId: 0,
      name: { ru: 'eSports Battle', en: 'eSports Battle' },
      teams: [
        'Chelsea (Lion)|Челси (Lion)',
        'Milan (Wolf)|Милан (Wolf)',
        'Dortmund (Bear)|Боруссия Д (Bear)',
        'Napoli (Hawk)|Наполи (Hawk)',
        'Atletico (Fox)|Атлетико (Fox)',
        'Man City (Shark)|Манчестер Сити (Shark)',
      ],
    },
  ],
};

export const CHAMPS: readonly ChampEntry[] = Object.entries(CHAMPS_BY_SPORT).flatMap(([sportId, listed]) =>
  listed.map((champ, index) => ({ ...champ, sportId: Number(sportId), sort: index + 1 })),
);

export function teamsOf(champ: ChampEntry): LocalizedText[] {
  return champ.teams.map((pair) => {
    const [en = pair, ru = en] = pair.split('|');
    return { en, ru };
  });
}

const russianTeamNames = new Map<string, string>(
  CHAMPS.flatMap((champ) => teamsOf(champ).map((team) => [team.en, team.ru] as const)),
);

/** A stored team name (English) in the asked language; names not in the catalogue pass through. */
export function teamName(stored: string, lang: 'ru' | 'en'): string {
  return lang === 'ru' ? (russianTeamNames.get(stored) ?? stored) : stored;
}

export function champEntry(id: number): ChampEntry | undefined {
  return CHAMPS.find((champ) => champ.id === id);
}

/**
 * Issue 18: team ids (spec 01 §2 team pages). A team is a name within a sport (Team Spirit plays
 * both Counter-Strike 2 and Dota 2: two teams); its id is that of its first listing in the
 * catalogue, `champ id * 100 + place` (Arsenal, first in the Premier League 101: 10101), so ids
 * stay the same from one start to the next with no table of their own. Games keep their teams'
 * names (the games table's columns) and the feed reads the ids from here.
 */
export interface TeamEntry {
  id: number;
  sportId: number;
  name: LocalizedText;
  /** The championships it is listed in, in catalogue order. */
  champIds: number[];
}

const teamKey = (sportId: number, en: string) => `${sportId}|${en}`;

const TEAMS_BY_KEY = new Map<string, TeamEntry>();
for (const champ of CHAMPS) {
  teamsOf(champ).forEach((name, index) => {
    const key = teamKey(champ.sportId, name.en);
    const known = TEAMS_BY_KEY.get(key);
    if (known) known.champIds.push(champ.id);
    else TEAMS_BY_KEY.set(key, { id: champ.id * 100 + index + 1, sportId: champ.sportId, name, champIds: [champ.id] });
  });
}
const TEAMS_BY_ID = new Map([...TEAMS_BY_KEY.values()].map((team) => [team.id, team]));

/** The id of a stored team name (English) in a sport; null for a name the catalogue lacks. */
export function teamIdOf(sportId: number, stored: string): number | null {
  return TEAMS_BY_KEY.get(teamKey(sportId, stored))?.id ?? null;
}

export function teamEntry(id: number): TeamEntry | undefined {
  return TEAMS_BY_ID.get(id);
}
