"use client";

// The parents' interface text for client components (components/messages-context.tsx).
import { createMessagesContext } from "@/components/messages-context";
import type { ParentsMessages } from "@/lib/i18n/parents";

const parents = createMessagesContext<ParentsMessages>("useParentsMessages", "app/(parents)/layout.tsx");

export const ParentsMessagesProvider = parents.Provider;
export const useParentsMessages = parents.useMessages;
