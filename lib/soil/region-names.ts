// Extra names of the 14 regions, beyond the official ones in uzbekistan_regions.csv: common
// English and Russian spellings, Uzbek Cyrillic, Russian adjective stems ("Бухарская" ->
// "бухарск") and the regional capitals (a farmer may write the town: "Nukus", "Urganch").
// Matching folds case, apostrophes and Uzbek Cyrillic letters (see foldForMatch), so only
// genuinely different spellings need listing here.
//
// Bare "Toshkent"/"Tashkent"/"Ташкент" means Tashkent REGION (UZ-TO): every other bare name
// ("Samarqand") means the viloyat too, and farmland lies in the region, not the city. The city
// needs an explicit marker: "Toshkent shahri", "Toshkent sh.", "Tashkent city", "город Ташкент".

export const REGION_ALIASES: Record<string, readonly string[]> = {
  "UZ-AN": ["Andijon", "Andijan", "Andizhan", "Андижан", "Андижон"],
  "UZ-BU": ["Buxoro", "Bukhara", "Buhara", "Bukhoro", "Бухара", "Бухоро", "Бухарск"],
  "UZ-FA": ["Farg'ona", "Fergana", "Ferghana", "Farghona", "Фергана", "Фарғона", "Ферганск"],
  "UZ-JI": ["Jizzax", "Jizzakh", "Jizakh", "Jizak", "Djizak", "Dzhizak", "Джизак", "Джиззах", "Жиззах"],
  "UZ-NG": ["Namangan", "Наманган"],
  "UZ-NW": ["Navoiy", "Navoi", "Navoyi", "Навои", "Навоий"],
  "UZ-QA": [
    "Qashqadaryo", "Qashqadarya", "Kashkadarya", "Kashkadaryo", "Qashqa daryo", "Кашкадарья",
    "Қашқадарё", "Кашкадарьин", "Qarshi", "Karshi", "Карши", "Қарши",
  ],
  "UZ-QR": [
    "Qoraqalpog'iston", "Qoraqalpogiston", "Qaraqalpaqstan", "Karakalpakstan", "Karakalpakiya",
    "Karakalpak", "Каракалпакстан", "Қорақалпоғистон", "Каракалпак", "Nukus", "Нукус",
  ],
  "UZ-SA": ["Samarqand", "Samarkand", "Самарканд", "Самарқанд"],
  "UZ-SI": [
    "Sirdaryo", "Sirdarya", "Syrdarya", "Syr Darya", "Сырдарья", "Сирдарё", "Сырдарьин",
    "Guliston", "Gulistan", "Гулистан",
  ],
  "UZ-SU": [
    "Surxondaryo", "Surkhandarya", "Surkhondaryo", "Surxandarya", "Сурхандарья", "Сурхондарё",
    "Сурхандарьин", "Termiz", "Termez", "Термез", "Термиз",
  ],
  "UZ-TK": [
    "Toshkent shahri", "Toshkent shahar", "Toshkent sh", "Tashkent shahri", "Tashkent city",
    "City of Tashkent", "Toshkent city", "город Ташкент", "г Ташкент", "Тошкент шаҳри",
    "Ташкент шахри", "Ташкент город",
  ],
  "UZ-TO": ["Toshkent", "Tashkent", "Ташкент", "Тошкент", "Nurafshon", "Нурафшон"],
  "UZ-XO": [
    "Xorazm", "Khorezm", "Khorazm", "Khwarazm", "Horezm", "Хорезм", "Хоразм", "Urganch",
    "Urgench", "Ургенч", "Урганч",
  ],
};
