// README.txt of the account export, in the user's language (uz, ru, en): what each file holds,
// in the units and formats the files use. Written for a parent or farmer, not a programmer.
import { defineMessages, fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import { RETENTION_DAYS } from "@/lib/account/retention";

const README = defineMessages({
  uz: {
    text: `Oila va Dala: {name} hisobidagi barcha ma'lumotlar
Yuklab olingan sana: {date} (Toshkent vaqti)

Bu arxivda ilovada siz haqingizda saqlangan hamma narsa bor. Fayllarni istalgan matn muharriri
bilan ochish mumkin; .json fayllar kompyuter dasturlari ham o'qiy oladigan tuzilgan matndir.

account.json
  Hisobingiz: ism, elektron pochta, hisob ochilgan vaqt, parol oxirgi marta o'zgartirilgan vaqt,
  maxfiylik shartlari qabul qilingan vaqt, tanlangan bola, hisobga kirilgan qurilmalar (brauzer
  yoki ilova, qachon kirilgan va oxirgi marta ishlatilgan) va o'g'itlar uchun kiritgan
  narxlaringiz (bir qop uchun, so'mda).

children.json
  Har bir bola: ism, tug'ilgan sana, jinsi, muddatidan oldin tug'ilganmi, ovqatlanishi,
  allergiyalar, surunkali kasalliklar va izohlar. Ichida:
  - growth: bo'y (sm), vazn (kg) va bosh aylanasi (sm) o'lchovlari, sanasi bilan;
  - milestones: rivojlanish bosqichlari bo'yicha javoblaringiz (yes: ha, not_yet: hali yo'q,
    not_sure: bilmayman);
  - vaccinations: qilingan deb belgilangan emlashlar va sanasi;
  - activities: mashg'ulotlar va o'yinlar tarixi (boshlangan va tugagan vaqt, ball, sarflangan
    soniyalar, fikringiz);
  - calendarFeed: kalendar havolasi yaratilgan vaqt (havolaning o'zi saqlanmaydi).
  deletedAt to'ldirilgan bola o'chirilgan: u {days} kundan keyin butunlay yo'q qilinadi.

fields.json
  Dalalaringiz: nomi, hududi, maydoni (gektar), koordinatalari, sug'orish turi va har yil
  ekilgan ekinlar (maydonning foizi va hosil).

soil-reports.json
  Tuproq hisobotlari: yuborgan ma'lumotlaringiz (context) va olingan javob (response).
  status "failed" bo'lgan yozuvlar tahlil amalga oshmagan urinishlardir.

shared-records.json
  Sizga ulashilgan bolalar va dalalarda o'zingiz kiritgan yozuvlar ("shared": true): bola
  yoki dala nomi, sizning rolingiz va faqat siz qo'shgan o'lchovlar, javoblar, emlash
  belgilari va mashg'ulotlar. Boshqa odamlarning yozuvlari va bolaning profili bu yerda yo'q.

photos/
  Hisobotlarga biriktirgan suratlaringiz, ilovada saqlangan ko'rinishda (uzun tomoni 1024
  pikselgacha kichraytirilgan). Fayl nomi: hisobot sanasi, hisobot raqami va surat tartibi.

Vaqtlar ISO 8601 ko'rinishida, UTC bo'yicha (masalan 2026-03-01T05:30:00.000Z Toshkentda
10:30). Sanalar YYYY-MM-DD ko'rinishida.

Arxivda yo'q narsalar: parolingiz (faqat uning qaytarib bo'lmaydigan xeshi saqlanadi),
tizimga kirish tokenlari va qayta yuborish kalitlari (24 soatdan keyin o'chadi).

Hisobingizni o'chirish uchun ilovada "Hisob" sahifasiga kiring. O'chirilgan ma'lumotlarni
qaytarib bo'lmaydi, shuning uchun bu arxivni xavfsiz joyda saqlang: unda bolangizning
sog'lig'i haqidagi ma'lumotlar bor.
`,
  },
  ru: {
    text: `Oila va Dala: все данные аккаунта {name}
Дата выгрузки: {date} (по Ташкенту)

В этом архиве всё, что приложение хранит о вас. Файлы открываются любым текстовым
редактором; файлы .json — это структурированный текст, который читают и программы.

account.json
  Ваш аккаунт: имя, электронная почта, когда аккаунт создан, когда в последний раз менялся
  пароль, когда приняты условия конфиденциальности, выбранный ребёнок, устройства, с которых
  входили в аккаунт (браузер или приложение, когда вошли и когда пользовались в последний раз), и
  ваши цены на удобрения (за мешок, в сумах).

children.json
  Каждый ребёнок: имя, дата рождения, пол, родился ли раньше срока, питание, аллергии,
  хронические болезни и заметки. Внутри:
  - growth: рост (см), вес (кг) и окружность головы (см) с датой измерения;
  - milestones: ваши ответы о навыках развития (yes — да, not_yet — ещё нет,
    not_sure — не уверены);
  - vaccinations: прививки, отмеченные как сделанные, и их даты;
  - activities: история занятий и игр (начало и конец, баллы, потраченные секунды, ваш отзыв);
  - calendarFeed: когда создана ссылка на календарь (сама ссылка не хранится).
  Ребёнок с заполненным deletedAt удалён: он будет стёрт полностью через {days} дней.

fields.json
  Ваши поля: название, регион, площадь (гектары), координаты, вид полива и культуры по годам
  (процент площади и урожай).

soil-reports.json
  Отчёты о почве: что вы отправили (context) и полученный ответ (response). Записи со
  status "failed" — попытки, в которых анализ не удался.

shared-records.json
  Записи, которые вы сделали у детей и полей, к которым вам открыли доступ ("shared": true):
  имя ребёнка или название поля, ваша роль и только ваши замеры, ответы, отметки о прививках
  и занятия. Записей других людей и профиля ребёнка здесь нет.

photos/
  Фотографии, приложенные к отчётам, в том виде, в каком их хранит приложение (длинная
  сторона уменьшена до 1024 пикселей). Имя файла: дата отчёта, номер отчёта и номер фото.

Время записано в формате ISO 8601 по UTC (например, 2026-03-01T05:30:00.000Z — это 10:30 в
Ташкенте). Даты — в формате ГГГГ-ММ-ДД.

Чего нет в архиве: вашего пароля (хранится только его необратимый хеш), токенов входа и ключей
повторной отправки (они удаляются через 24 часа).

Удалить аккаунт можно на странице «Аккаунт» в приложении. Удалённые данные восстановить
нельзя, поэтому храните этот архив в надёжном месте: в нём есть сведения о здоровье ребёнка.
`,
  },
  en: {
    text: `Oila va Dala: all the data of {name}'s account
Downloaded on: {date} (Tashkent time)

This archive holds everything the app keeps about you. Any text editor opens the files; the
.json files are structured text that programs can read too.

account.json
  Your account: name, email, when the account was created, when the password last changed,
  when you accepted the privacy notice, the selected child, the devices that signed in (browser
  or app, when they signed in and were last used) and the fertiliser prices you entered (per
  bag, in so'm).

children.json
  Each child: name, date of birth, sex, whether born early, feeding, allergies, long-term
  conditions and notes. Inside:
  - growth: height (cm), weight (kg) and head circumference (cm), with the date measured;
  - milestones: your answers about developmental milestones (yes, not_yet, not_sure);
  - vaccinations: the doses you marked as given, with their dates;
  - activities: the history of activities and games (started, finished, score, seconds spent,
    your feedback);
  - calendarFeed: when a calendar link was made (the link itself is not kept).
  A child with deletedAt filled in was deleted: it is erased for good after {days} days.

fields.json
  Your fields: name, region, area (hectares), coordinates, irrigation and the crops of each
  year (share of the area and the harvest).

soil-reports.json
  Soil reports: what you sent (context) and the answer you got (response). Entries with
  status "failed" are attempts in which the analysis did not succeed.

shared-records.json
  What you recorded on children and fields others shared with you ("shared": true): the
  child's or field's name, your role, and only your own measurements, answers, vaccination
  marks and activities. Other people's records and the child's profile are not here.

photos/
  The photos you attached to reports, as the app keeps them (long side reduced to 1024
  pixels). File name: the report's date, the report's number and the photo's number.

Times are ISO 8601 in UTC (for example 2026-03-01T05:30:00.000Z is 10:30 in Tashkent). Dates
are YYYY-MM-DD.

Not in the archive: your password (only a one-way hash of it is kept), sign-in tokens and
retry keys (deleted after 24 hours).

To delete your account, open the "Account" page in the app. Deleted data cannot be brought
back, so keep this archive somewhere safe: it holds information about your child's health.
`,
  },
});

/** The README in the user's language. Starts with a byte order mark, so Windows Notepad reads it as UTF-8. */
export function exportReadme(locale: Locale, values: { date: string; name: string }): string {
  return `\uFEFF${fill(README[locale].text, { ...values, days: RETENTION_DAYS })}`;
}
