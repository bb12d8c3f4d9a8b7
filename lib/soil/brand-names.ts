// Names the soil report must never contain (docs/soil-rules.md section 6, "brands, companies,
// medicines"). Agro-chemical trade names and companies common in Uzbekistan and the CIS market
// (Latin, Uzbek Latin transliterations and Russian Cyrillic) and human/veterinary medicines that
// gardeners misuse on plants. Not exhaustive: a generic ®/™ rule and quoted product names catch the
// rest (see sanitize-text.ts). Generic fertilizer names (karbamid, ammiakli selitra, ammofos,
// superfosfat, kaliy xlorid, gips, go'ng) are NOT brands and stay. Left out on purpose: names that
// are also ordinary words ("Avgust" = August, "Yara" = wound, "Maxim").

export const AGRO_BRANDS: readonly string[] = [
  // herbicides
  "Roundup", "Raundap", "Раундап", "Glyphos", "Глифос", "Zellek", "Зеллек", "Fusilade", "Fyuzilad", "Фюзилад",
  "Cotoran", "Kotoran", "Которан", "Stomp", "Стомп", "Treflan", "Трефлан", "Dual Gold", "Дуал Голд",
  "Gezagard", "Гезагард", "Lontrel", "Лонтрел", "Lazurit", "Лазурит", "Sencor", "Zenkor", "Зенкор", "Titus",
  "Титус", "Granstar", "Гранстар", "Puma Super", "Пума Супер", "Axial", "Аксиал", "Dialen", "Диален",
  "Agritox", "Агритокс", "Targa", "Тарга", "Hurricane", "Ураган",
  // insecticides and acaricides
  "Karate", "Карате", "Decis", "Detsis", "Децис", "Confidor", "Konfidor", "Конфидор", "Actara", "Aktara",
  "Актара", "Bi-58", "Би-58", "Fastak", "Фастак", "Vertimec", "Vertimek", "Вертимек", "Omite", "Omayt", "Омайт",
  "Nurell", "Нурелл", "Sumi-alpha", "Суми-альфа", "Envidor", "Энвидор", "Oberon", "Оберон", "Movento", "Мовенто",
  "Mospilan", "Моспилан", "Tanrek", "Танрек", "Imidor", "Имидор", "Calypso", "Kalipso", "Калипсо", "Coragen",
  "Koragen", "Кораген", "Ampligo", "Амплиго", "Proteus", "Протеус", "Biscaya", "Бискайя", "Fitoverm", "Фитоверм",
  "Aktofit", "Актофит", "Akarin", "Акарин", "Iskra", "Искра", "Inta-Vir", "Инта-Вир",
  // fungicides and seed treatments
  "Tilt", "Тилт", "Topsin", "Топсин", "Falcon", "Falkon", "Фалькон", "Fundazol", "Фундазол", "Previcur",
  "Previkur", "Превикур", "Ridomil", "Ридомил", "Kuproksat", "Купроксат", "Kinmix", "Kinmiks", "Кинмикс",
  "Folicur", "Folikur", "Фоликур", "Amistar", "Амистар", "Topaz", "Топаз", "Tiovit", "Тиовит", "Bayleton",
  "Байлетон", "Vitavax", "Vitavaks", "Витавакс", "Raxil", "Раксил", "Fitosporin",
  "Фитоспорин", "Trichodermin", "Триходермин",
  // growth stimulants and fertilizer brands
  "Epin", "Эпин", "Tsirkon", "Циркон", "Kornevin", "Корневин", "Baikal", "Baykal", "Байкал", "Emistim",
  "Эмистим", "Gumimaks", "Гумимакс", "YaraMila", "YaraVita", "Kemira", "Кемира", "Nitrophoska", "Нитрофоска",
  "Aquarin", "Акварин", "Terraflex", "Террафлекс", "Plantafol", "Плантафол", "Megafol", "Мегафол",
  // companies
  "Bayer", "Байер", "Syngenta", "Сингента", "BASF", "БАСФ", "Monsanto", "Монсанто", "Corteva", "Кортева",
  "DuPont", "Дюпон", "Nufarm", "Нуфарм", "Adama", "Адама", "Sumitomo", "Сумитомо", "Shchelkovo", "Щелково", "Haifa", "Хайфа", "Valagro", "Валагро", "Biolchim", "Uralchem",
  "Уралхим", "PhosAgro", "ФосАгро", "Navoiyazot", "Навоийазот", "Maxam-Chirchiq", "Максам-Чирчик",
  "Farg'onaazot", "Ферганаазот", "Ammofos-Maxam", "Аммофос-Максам",
];

export const MEDICINES: readonly string[] = [
  "paratsetamol", "paracetamol", "парацетамол", "aspirin", "аспирин", "analgin", "анальгин", "ibuprofen",
  "ибупрофен", "amoksitsillin", "amoxicillin", "амоксициллин", "tetratsiklin", "tetracycline", "тетрациклин",
  "penitsillin", "penicillin", "пенициллин", "streptomitsin", "streptomycin", "стрептомицин", "ampitsillin",
  "ampicillin", "ампициллин", "metronidazol", "метронидазол", "trixopol", "trichopol", "трихопол",
  "furatsilin", "furacilin", "фурацилин", "levomitsetin", "левомицетин", "biseptol", "бисептол",
  "siprofloksatsin", "ciprofloxacin", "ципрофлоксацин", "gentamitsin", "gentamicin", "гентамицин", "dimedrol",
  "димедрол", "no-shpa", "но-шпа", "sitramon", "цитрамон", "validol", "валидол", "nistatin", "nystatin",
  "нистатин", "furazolidon", "фуразолидон", "ivermektin", "ivermectin", "ивермектин", "antibiotik",
  "antibiotic", "антибиотик",
];

/** Formulation words and codes that follow a trade name ("Ridomil Gold MC", "Karate Zeon 050 CS"). */
export const FORMULATION_WORDS: readonly string[] = [
  "gold", "super", "profi", "extra", "ekstra", "plus", "forte", "zeon", "max", "ultra", "pro", "neo", "duo",
  "star", "turbo", "combi", "mix", "голд", "супер", "профи", "экстра", "плюс", "форте", "зеон", "макс",
];
