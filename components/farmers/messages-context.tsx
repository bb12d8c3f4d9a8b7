"use client";

// The farmers' interface text for client components (components/messages-context.tsx).
import { createMessagesContext } from "@/components/messages-context";
import type { FarmersMessages } from "@/lib/i18n/farmers";

const farmers = createMessagesContext<FarmersMessages>("useFarmersMessages", "app/(farmers)/layout.tsx");

export const FarmersMessagesProvider = farmers.Provider;
export const useFarmersMessages = farmers.useMessages;
