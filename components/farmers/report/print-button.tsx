// The print button is shared with the parents' visit summary: components/ui/print-button.tsx.
export { PrintButton } from "@/components/ui/print-button";
