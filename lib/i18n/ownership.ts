// Interface text of handing a shared child or field over to a member (docs/sharing.md, "Handing
// ownership over"): the members pages' "Make owner" with its confirmation, and the account
// page's offer to hand over before deleting. A bundle of its own beside lib/i18n/sharing.ts.
import { defineMessages } from "@/lib/i18n/bundle";

export type TransferError = "wrong_password" | "password_required" | "rate_limited" | "not_a_member";

export const OWNERSHIP_MESSAGES = defineMessages({
  uz: {
    makeOwner: "Egasi qilish",
    makeOwnerName: "{name}ni egasi qilish",
    confirmChild:
      "{name} bolaning egasi bo'ladi: profilni o'zgartiradi, a'zolarni boshqaradi va bolani o'chira oladi. Siz qarovchi bo'lasiz va buni o'zingiz qaytara olmaysiz. Sizning kalendar havolangiz ishlamay qoladi, ochiq taklifnomalar bekor qilinadi.",
    confirmField:
      "{name} dalaning egasi bo'ladi: a'zolarni boshqaradi. Siz ishchi bo'lasiz va buni o'zingiz qaytara olmaysiz. Ochiq taklifnomalar bekor qilinadi.",
    passwordLabel: "Tasdiqlash uchun parolingiz",
    confirmButton: "Ha, egalikni topshirish",
    handing: "Topshirilmoqda...",
    handedChild: "Egalik topshirildi. Endi siz bu bolaning qarovchisisiz.",
    handedField: "Egalik topshirildi. Endi siz bu dalaning ishchisisiz.",
    errors: {
      wrong_password: "Parol noto'g'ri. Egalik topshirilmadi.",
      password_required: "Tasdiqlash uchun parolingizni kiriting.",
      rate_limited: "Urinishlar juda ko'p. Birozdan so'ng qayta urinib ko'ring.",
      not_a_member: "Bu odam endi a'zo emas. Egalik topshirilmadi.",
    },
    // The account page, above the deletion's password.
    handOverHint: "O'chirishdan oldin egalikni a'zolardan biriga topshirsangiz, bu ma'lumotlar ular uchun saqlanib qoladi.",
    handOverLink: "Egalikni topshirish: {name}",
  },
  ru: {
    makeOwner: "Сделать владельцем",
    makeOwnerName: "Сделать владельцем: {name}",
    confirmChild:
      "{name} станет владельцем ребёнка: будет менять профиль, управлять участниками и сможет удалить ребёнка. Вы станете помощником и не сможете отменить это сами. Ваша ссылка на календарь перестанет работать, открытые приглашения будут отозваны.",
    confirmField:
      "{name} станет владельцем поля и будет управлять участниками. Вы станете работником и не сможете отменить это сами. Открытые приглашения будут отозваны.",
    passwordLabel: "Ваш пароль для подтверждения",
    confirmButton: "Да, передать владение",
    handing: "Передаём...",
    handedChild: "Владение передано. Теперь вы помощник для этого ребёнка.",
    handedField: "Владение передано. Теперь вы работник на этом поле.",
    errors: {
      wrong_password: "Неверный пароль. Владение не передано.",
      password_required: "Введите пароль для подтверждения.",
      rate_limited: "Слишком много попыток. Попробуйте немного позже.",
      not_a_member: "Этот человек больше не участник. Владение не передано.",
    },
    handOverHint: "Если перед удалением передать владение одному из участников, эти данные сохранятся для них.",
    handOverLink: "Передать владение: {name}",
  },
  en: {
    makeOwner: "Make owner",
    makeOwnerName: "Make {name} the owner",
    confirmChild:
      "{name} becomes the child's owner: they change the profile, manage the members and can delete the child. You become a caregiver and cannot undo this yourself. Your calendar link stops working, and open invitations are revoked.",
    confirmField:
      "{name} becomes the field's owner and manages its members. You become a worker and cannot undo this yourself. Open invitations are revoked.",
    passwordLabel: "Your password, to confirm",
    confirmButton: "Yes, hand it over",
    handing: "Handing over...",
    handedChild: "Ownership handed over. You are now a caregiver of this child.",
    handedField: "Ownership handed over. You are now a worker on this field.",
    errors: {
      wrong_password: "The password is wrong. Ownership was not handed over.",
      password_required: "Enter your password to confirm.",
      rate_limited: "Too many tries. Try again a little later.",
      not_a_member: "This person is no longer a member. Ownership was not handed over.",
    },
    handOverHint: "Hand ownership over to one of the members before deleting, and this stays for them.",
    handOverLink: "Hand over: {name}",
  },
});

export type OwnershipMessages = (typeof OWNERSHIP_MESSAGES)["uz"];

/** The error a page shows after a refused transfer (?transfer=<reason>), or undefined. */
export function transferErrorOf(value: unknown): TransferError | undefined {
  return typeof value === "string" && value in OWNERSHIP_MESSAGES.uz.errors ? (value as TransferError) : undefined;
}
