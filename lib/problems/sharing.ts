// The problems of sharing a child or a field (docs/sharing.md): a role too low for the act,
// an invitation that cannot be used, a hand-over to someone who is not a member. Part of the one
// table in ./catalogue.ts, kept here so that table stays readable.
import type { ProblemSpec } from "./spec";

export const SHARING_PROBLEMS = {
  forbidden_role: {
    status: 403,
    when: "the child or field is shared with the caller, but their role does not allow this (docs/sharing.md): a viewer writing, a caregiver or worker editing, sharing or deleting",
    detail: {
      uz: "Sizning rolingiz bu amalga ruxsat bermaydi. Egasidan so'rang.",
      ru: "Ваша роль не позволяет это сделать. Обратитесь к владельцу.",
      en: "Your role does not allow this. Ask the owner.",
    },
  },
  invitation_closed: {
    status: 409,
    when: "the invitation was already accepted, declined or revoked, or its 72 hours have passed",
    detail: {
      uz: "Bu taklif endi amal qilmaydi. Yangi taklif so'rang.",
      ru: "Это приглашение больше не действует. Попросите новое.",
      en: "This invitation is no longer valid. Ask for a new one.",
    },
  },
  invitation_not_for_you: {
    status: 409,
    when: "the invitation's creator, the owner, or someone who is already a member tries to accept it",
    detail: {
      uz: "Siz bu taklifni qabul qila olmaysiz: bu sizning o'zingizniki yoki siz allaqachon a'zosiz.",
      ru: "Вы не можете принять это приглашение: оно ваше или вы уже участник.",
      en: "You cannot accept this invitation: it is your own or you are already a member.",
    },
  },
  not_a_member: {
    status: 409,
    when: "ownership is handed to someone who is not a current member of that child or field (never joined, removed, left, or the owner)",
    detail: {
      uz: "Egalikni faqat hozirgi a'zoga topshirish mumkin.",
      ru: "Передать владение можно только нынешнему участнику.",
      en: "Ownership can only be handed to a current member.",
    },
  },
} satisfies Record<string, ProblemSpec>;
