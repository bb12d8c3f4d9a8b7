// Interface text. Uzbek (Latin script) is the product's first language; Russian and English follow.
import type { Locale } from "@/lib/i18n/locale";

const uz = {
  appName: "Oila va Dala",
  tagline: "Bolangiz rivoji va dalangiz tuprog'i uchun yordamchi",
  language: "Til",
  signIn: "Kirish",
  signOut: "Chiqish",
  register: "Ro'yxatdan o'tish",
  email: "Elektron pochta",
  password: "Parol",
  name: "Ismingiz",
  passwordHint: "Kamida 8 ta belgi",
  noAccount: "Hisobingiz yo'qmi?",
  haveAccount: "Hisobingiz bormi?",
  wrongCredentials: "Elektron pochta yoki parol noto'g'ri.",
  tooManyAttempts: "Urinishlar juda ko'p bo'ldi. 15 daqiqadan so'ng qayta urinib ko'ring.",
  emailTaken: "Bu elektron pochta bilan hisob allaqachon mavjud.",
  somethingWrong: "Nimadir xato ketdi. Birozdan so'ng qayta urinib ko'ring.",
  fixFields: "Belgilangan maydonlarni tuzating.",
  welcome: "Xush kelibsiz",
  signedInAs: "Siz tizimga kirdingiz:",
  working: "Kuting...",
};

export type Messages = typeof uz;

const ru: Messages = {
  appName: "Oila va Dala",
  tagline: "Помощник для развития ребёнка и почвы вашего поля",
  language: "Язык",
  signIn: "Войти",
  signOut: "Выйти",
  register: "Регистрация",
  email: "Электронная почта",
  password: "Пароль",
  name: "Ваше имя",
  passwordHint: "Не менее 8 символов",
  noAccount: "Нет аккаунта?",
  haveAccount: "Уже есть аккаунт?",
  wrongCredentials: "Неверная почта или пароль.",
  tooManyAttempts: "Слишком много попыток. Попробуйте снова через 15 минут.",
  emailTaken: "Аккаунт с этой почтой уже существует.",
  somethingWrong: "Что-то пошло не так. Попробуйте ещё раз чуть позже.",
  fixFields: "Исправьте отмеченные поля.",
  welcome: "Добро пожаловать",
  signedInAs: "Вы вошли как",
  working: "Подождите...",
};

const en: Messages = {
  appName: "Oila va Dala",
  tagline: "A helper for your child's development and your field's soil",
  language: "Language",
  signIn: "Sign in",
  signOut: "Sign out",
  register: "Create account",
  email: "Email",
  password: "Password",
  name: "Your name",
  passwordHint: "At least 8 characters",
  noAccount: "No account yet?",
  haveAccount: "Already have an account?",
  wrongCredentials: "The email or password is wrong.",
  tooManyAttempts: "Too many attempts. Please try again in 15 minutes.",
  emailTaken: "An account with this email already exists.",
  somethingWrong: "Something went wrong. Please try again in a moment.",
  fixFields: "Please fix the marked fields.",
  welcome: "Welcome",
  signedInAs: "Signed in as",
  working: "Please wait...",
};

export const MESSAGES: Record<Locale, Messages> = { uz, ru, en };
