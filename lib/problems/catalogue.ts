// Every problem the app reports, by its stable `code`: the status and title it is answered with,
// when it happens (for the API document) and its `detail` texts in the three languages. Services
// throw AppError (./error.ts) with one of these codes; route() turns it into RFC 9457 problem
// details and the OpenAPI document lists the codes each operation can answer with, both from
// this one table. To add a code: one entry here, then list it on the operations that return it.
// Nothing here knows about requests or responses.
import { STATUS_TITLES, type ProblemSpec } from "./spec";
import { SOIL_UNAVAILABLE_MESSAGE, SOIL_UNAVAILABLE_MESSAGE_UZ } from "@/lib/soil/constants";
import { SHARING_PROBLEMS } from "./sharing";

export const PROBLEMS = {
  validation_failed: {
    status: 400,
    when: "a field, query or path parameter is missing, of the wrong type or out of range",
    detail: { uz: "Ba'zi maydonlar noto'g'ri to'ldirilgan.", ru: "Некоторые поля заполнены неверно.", en: "Some fields are not valid." },
    variants: {
      address: { uz: "Manzil noto'g'ri.", ru: "Неверный адрес.", en: "The address is not valid." },
      wrong_password: { uz: "Joriy parol noto'g'ri.", ru: "Текущий пароль неверен.", en: "The current password is wrong." },
      idempotency_key: {
        uz: "Idempotency-Key sarlavhasi noto'g'ri.",
        ru: "Неверный заголовок Idempotency-Key.",
        en: "The Idempotency-Key header is not valid.",
      },
    },
    example: { errors: [{ path: "birthDate", message: "birthDate must be a real date in the form YYYY-MM-DD." }] },
  },
  malformed_json: {
    status: 400,
    when: "the body is not valid JSON (or not UTF-8)",
    detail: { uz: "So'rov tanasi yaroqli JSON emas.", ru: "Тело запроса не является корректным JSON.", en: "The body is not valid JSON." },
    variants: {
      not_utf8: { uz: "So'rov tanasi UTF-8 matni emas.", ru: "Тело запроса не в кодировке UTF-8.", en: "The body is not valid UTF-8." },
      bad_unicode: {
        uz: "So'rov tanasida buzilgan Unicode matn bor.",
        ru: "В теле запроса есть некорректный Unicode-текст.",
        en: "The body contains invalid Unicode text.",
      },
      too_deep: {
        uz: "So'rov tanasi {depth} darajadan chuqur joylashgan.",
        ru: "Вложенность тела запроса больше {depth} уровней.",
        en: "The body is nested more than {depth} levels deep.",
      },
      empty: { uz: "So'rov tanasi bo'sh.", ru: "Тело запроса пустое.", en: "The body is empty." },
    },
  },
  malformed_multipart: {
    status: 400,
    when: "the multipart body is not well-formed",
    detail: { uz: "Multipart so'rov tanasi buzilgan.", ru: "Тело multipart-запроса повреждено.", en: "The multipart body is not well-formed." },
    variants: {
      no_boundary: {
        uz: "Multipart so'rovda chegara (boundary) ko'rsatilmagan.",
        ru: "В multipart-запросе не указана граница (boundary).",
        en: "The multipart body has no boundary.",
      },
    },
  },
  invalid_photo: {
    status: 400,
    when: "a photo is empty or cannot be decoded",
    detail: { uz: "Rasmni o'qib bo'lmadi.", ru: "Не удалось прочитать фото.", en: "A photo could not be read." },
    variants: { empty: { uz: "Rasm bo'sh.", ru: "Фото пустое.", en: "A photo is empty." } },
    example: { errors: [{ path: "photos.0", message: "The image is damaged or incomplete." }] },
  },
  unauthorized: {
    status: 401,
    when: "the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token",
    detail: { uz: "Davom etish uchun tizimga kiring.", ru: "Войдите, чтобы продолжить.", en: "Sign in to continue." },
    variants: {
      wrong_credentials: { uz: "Elektron pochta yoki parol noto'g'ri.", ru: "Неверная почта или пароль.", en: "The email or password is wrong." },
      refresh_invalid: { uz: "Yangilash tokeni yaroqsiz.", ru: "Токен обновления недействителен.", en: "The refresh token is not valid." },
      refresh_expired: {
        uz: "Yangilash tokenining muddati tugagan.",
        ru: "Срок действия токена обновления истёк.",
        en: "The refresh token has expired.",
      },
      refresh_reused: {
        uz: "Yangilash tokeni allaqachon ishlatilgan; qaytadan kiring.",
        ru: "Токен обновления уже использован; войдите снова.",
        en: "The refresh token was already used; sign in again.",
      },
    },
  },
  cross_site_request: {
    status: 403,
    when: "a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected",
    detail: {
      uz: "Bu so'rov ilovaning o'z sahifasidan yuborilmagan.",
      ru: "Этот запрос отправлен не со страницы приложения.",
      en: "This request did not come from the app's own pages.",
    },
  },
  ...SHARING_PROBLEMS,
  not_found: {
    status: 404,
    when: "the record does not exist, is deleted or belongs to another user",
    detail: { uz: "So'ralgan yozuv topilmadi.", ru: "Запись не найдена.", en: "The resource does not exist." },
    variants: {
      child: { uz: "Bunday bola topilmadi.", ru: "Ребёнок не найден.", en: "The child does not exist." },
      dose: { uz: "Bu doza emlash taqvimida yo'q.", ru: "Этой дозы нет в календаре прививок.", en: "The dose is not in the vaccination calendar." },
      milestone: { uz: "Bunday rivojlanish bosqichi yo'q.", ru: "Такого этапа развития нет.", en: "The milestone does not exist." },
      activity: { uz: "Bunday mashg'ulot topilmadi.", ru: "Занятие не найдено.", en: "The activity does not exist." },
      category: { uz: "Bunday bo'lim topilmadi.", ru: "Раздел не найден.", en: "The category does not exist." },
      file: { uz: "Bunday fayl topilmadi.", ru: "Файл не найден.", en: "The file does not exist." },
      report: { uz: "Bunday hisobot topilmadi.", ru: "Отчёт не найден.", en: "The report does not exist." },
      photo: { uz: "Bunday rasm topilmadi.", ru: "Фото не найдено.", en: "The photo does not exist." },
      session: { uz: "Bunday seans topilmadi.", ru: "Сеанс не найден.", en: "The session does not exist." },
      invitation: { uz: "Bunday taklif topilmadi.", ru: "Приглашение не найдено.", en: "The invitation does not exist." },
      member: { uz: "Bunday a'zo topilmadi.", ru: "Участник не найден.", en: "The member does not exist." },
      field: { uz: "Bunday dala topilmadi.", ru: "Поле не найдено.", en: "The field does not exist." },
      calendar: {
        uz: "Bunday taqvim yo'q yoki u o'chirilgan.",
        ru: "Такого календаря нет, или он отключён.",
        en: "The calendar does not exist or was revoked.",
      },
    },
  },
  method_not_allowed: {
    status: 405,
    when: "another HTTP method is used on this path (see the Allow header)",
    detail: { uz: "Bu manzil bunday so'rov usulini qabul qilmaydi.", ru: "Этот метод здесь не поддерживается.", en: "This method is not allowed here." },
  },
  email_taken: {
    status: 409,
    when: "an account with this email exists",
    detail: {
      uz: "Bu elektron pochta bilan hisob allaqachon mavjud.",
      ru: "Аккаунт с этой почтой уже существует.",
      en: "An account with this email already exists.",
    },
  },
  child_required: {
    status: 409,
    when: "the user has no child profile yet",
    detail: { uz: "Avval bola profilini qo'shing.", ru: "Сначала добавьте профиль ребёнка.", en: "Add a child profile first." },
  },
  activity_not_started: {
    status: 409,
    when: "the activity was not started today",
    detail: {
      uz: "Mashg'ulotni yakunlashdan oldin uni bugun boshlang.",
      ru: "Сначала начните занятие сегодня, потом завершайте.",
      en: "Start the activity today before completing it.",
    },
  },
  request_in_progress: {
    status: 409,
    when: "a request with the same Idempotency-Key is still running; retry after Retry-After seconds to get its answer",
    detail: {
      uz: "Shu Idempotency-Key bilan yuborilgan so'rov hali bajarilmoqda. Birozdan so'ng qayta yuboring.",
      ru: "Запрос с этим Idempotency-Key ещё выполняется. Повторите чуть позже.",
      en: "A request with this Idempotency-Key is still running. Retry shortly.",
    },
  },
  records_before_birth: {
    status: 400,
    when: "a new birthDate would leave dated records of the child (growth records, vaccinations, milestone answers, activities) before birth; errors lists each one on birthDate with its record",
    detail: {
      uz: "Bolaning ba'zi yozuvlari (o'lchovlar, emlashlar, rivojlanish javoblari yoki mashg'ulotlar) bu tug'ilgan sanadan oldingi kunlarga yozilgan; avval ularni tuzating yoki o'chiring.",
      ru: "Некоторые записи ребёнка (измерения, прививки, ответы об этапах развития или занятия) датированы раньше этой даты рождения; сначала исправьте или удалите их.",
      en: "Some of the child's records (measurements, vaccinations, milestone answers or activities) are dated before this birth date; fix or remove them first.",
    },
    example: {
      errors: [
        {
          path: "birthDate",
          message: "vaccination bcg is dated 2024-06-05, before the new birth date 2024-09-01.",
          record: { kind: "vaccination", id: "bcg", date: "2024-06-05" },
        },
      ],
    },
  },
  implausible_measurement: {
    status: 422,
    when: "a measurement is very unlikely for the child's age (WHO flags: weight-for-age z < -6 or > 5, length/height-for-age beyond ±6, weight-for-length/height, BMI-for-age or head circumference-for-age beyond ±5); check the number, or resend with confirmed: true",
    detail: {
      uz: "Ba'zi qiymatlar bu yoshdagi bola uchun juda kam uchraydi; ularni tekshiring yoki o'zgartirmasdan saqlash uchun confirmed: true yuboring.",
      ru: "Некоторые значения очень маловероятны для этого возраста; проверьте их или отправьте confirmed: true, чтобы сохранить как есть.",
      en: "Some values are very unlikely for the child's age; check them, or send confirmed: true to save them as they are.",
    },
    example: {
      errors: [{ path: "weight", message: "Please check weight: the value is very unlikely for this age (weight-for-age z 7.4). Send confirmed: true if it is right." }],
    },
  },
  idempotency_key_reused: {
    status: 422,
    when: "the Idempotency-Key was already used (within 24 hours) with a different request; make a new key for a new request",
    detail: {
      uz: "Bu Idempotency-Key boshqa so'rov uchun ishlatilgan. Yangi so'rov uchun yangi kalit yarating.",
      ru: "Этот Idempotency-Key уже использован для другого запроса. Для нового запроса создайте новый ключ.",
      en: "This Idempotency-Key was used for a different request. Make a new key for a new request.",
    },
  },
  payload_too_large: {
    status: 413,
    when: "the body (64 KB for JSON) or a photo (10 MB) is too large",
    detail: { uz: "So'rov tanasi juda katta.", ru: "Тело запроса слишком большое.", en: "The request body is too large." },
    variants: {
      photo: { uz: "Rasm 10 MB dan katta.", ru: "Фото больше 10 МБ.", en: "A photo is larger than 10 MB." },
      photo_pixels: { uz: "Rasmda piksel juda ko'p.", ru: "В фото слишком много пикселей.", en: "A photo has too many pixels." },
      longer_than_declared: {
        uz: "So'rov tanasi Content-Length sarlavhasida aytilganidan uzun.",
        ru: "Тело запроса длиннее, чем указано в Content-Length.",
        en: "The body is longer than its Content-Length.",
      },
    },
  },
  unsupported_media_type: {
    status: 415,
    when: "the body is not in a supported content type, or a photo is not JPEG, PNG or WebP",
    detail: { uz: "So'rov tanasini application/json qilib yuboring.", ru: "Отправьте тело запроса как application/json.", en: "Send the body as application/json." },
    variants: {
      soil_request: {
        uz: "Tahlil so'rovini application/json yoki multipart/form-data qilib yuboring.",
        ru: "Отправьте запрос на анализ как application/json или multipart/form-data.",
        en: "Send the analysis as application/json or multipart/form-data.",
      },
      photo_type: {
        uz: "Rasmlar JPEG, PNG yoki WebP formatida bo'lishi kerak.",
        ru: "Фото должны быть в формате JPEG, PNG или WebP.",
        en: "Photos must be JPEG, PNG or WebP images.",
      },
    },
  },
  range_not_satisfiable: {
    status: 416,
    when: "the Range lies outside the file",
    detail: { uz: "Fayl hajmi: {size} bayt.", ru: "Размер файла: {size} байт.", en: "The file has {size} bytes." },
    example: { params: { size: 5312 } },
  },
  rate_limited: {
    status: 429,
    when: "a rate limit or the daily quota is used up; retry after Retry-After seconds",
    detail: {
      uz: "So'rovlar juda ko'p. Birozdan so'ng qayta urinib ko'ring.",
      ru: "Слишком много запросов. Попробуйте позже.",
      en: "Too many requests. Try again later.",
    },
    variants: {
      soil_quota: {
        uz: "Bugungi tuproq tahlillari soni tugadi. Ertaga qayta urinib ko'ring.",
        ru: "Дневной лимит анализов почвы исчерпан. Попробуйте завтра.",
        en: "Daily limit of soil analyses reached. Try again tomorrow.",
      },
      // The variants say what the person can do; the wait itself is in Retry-After (the forms
      // put it in words before the variant's text: app/(auth)/actions.ts).
      register_address: {
        uz: "Sizning tarmog'ingizdan so'nggi bir soatda juda ko'p odam ro'yxatdan o'tdi. Boshqa tarmoq (Wi-Fi yoki mobil internet) orqali ham ro'yxatdan o'tishingiz mumkin.",
        ru: "Из вашей сети за последний час зарегистрировалось очень много людей. Можно также зарегистрироваться через другую сеть (Wi-Fi или мобильный интернет).",
        en: "Very many people have signed up from your network in the last hour. You can also sign up over another connection (Wi-Fi or mobile data).",
      },
      register_email: {
        uz: "Bu elektron pochta bilan so'nggi bir soatda juda ko'p urinildi. Agar u sizniki bo'lsa, ro'yxatdan o'tish o'rniga hisobingizga kiring.",
        ru: "С этой электронной почтой за последний час было слишком много попыток. Если она ваша, войдите в свой аккаунт вместо регистрации.",
        en: "This e-mail address was tried too often in the last hour. If it is yours, sign in instead of signing up.",
      },
      sign_in: {
        uz: "Noto'g'ri parol bilan juda ko'p urinildi. Avval kirgan qurilmangizdan kirish to'xtatilmaydi.",
        ru: "Слишком много попыток с неверным паролем. Вход с устройства, на котором вы уже входили, не ограничивается.",
        en: "Too many tries with a wrong password. A device you signed in on before is not held back.",
      },
    },
  },
  analysis_unavailable: {
    status: 503,
    when: "the soil analysis could not be carried out (model unreachable, timed out or gave an unusable answer; server busy)",
    detail: {
      // The specification's fallback is Uzbek; other readers get it with their language beside it (issue 34).
      uz: SOIL_UNAVAILABLE_MESSAGE_UZ,
      ru: `${SOIL_UNAVAILABLE_MESSAGE_UZ} / ${SOIL_UNAVAILABLE_MESSAGE.ru}`,
      en: `${SOIL_UNAVAILABLE_MESSAGE_UZ} / ${SOIL_UNAVAILABLE_MESSAGE.en}`,
    },
  },
  internal_error: {
    status: 500,
    when: "a failure on our side (never details; quote requestId)",
    detail: {
      uz: "Biz tomonda nimadir xato ketdi. Murojaat qilsangiz, so'rov raqamini (requestId) ayting.",
      ru: "На нашей стороне что-то пошло не так. Если обратитесь к нам, назовите номер запроса (requestId).",
      en: "Something went wrong on our side. Quote the request id if you contact us.",
    },
  },
  service_unavailable: {
    status: 503,
    when: "the database cannot be reached, or the server is stopping for a deploy (a read); retry after Retry-After seconds",
    detail: {
      uz: "Xizmat vaqtincha ishlamayapti. Birozdan so'ng qayta urinib ko'ring.",
      ru: "Сервис временно недоступен. Попробуйте чуть позже.",
      en: "The service is temporarily unavailable. Try again shortly.",
    },
  },
} satisfies Record<string, ProblemSpec>;

export type ProblemCode = keyof typeof PROBLEMS;

/** The named variants of a code's detail ("child", "dose", ... for not_found). */
export type DetailVariant<C extends ProblemCode> = (typeof PROBLEMS)[C] extends { variants: infer V } ? keyof V & string : never;

export const statusOf = (code: ProblemCode): number => PROBLEMS[code].status;
export const titleOf = (code: ProblemCode): string => STATUS_TITLES[statusOf(code)];
