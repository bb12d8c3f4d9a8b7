"use client";

// The measurement form sits below both charts. The server renders it into the page's HTML as
// before, but its code is a chunk of its own, fetched while the page hydrates, and React
// hydrates it on its own once that chunk is there (a Suspense boundary around a lazy
// component): it is neither in the page's first-load JavaScript nor in the page's one long
// hydration task (docs/performance.md, the growth page). A tap on it meanwhile is replayed by
// React once it has hydrated; what was typed stays (its fields are uncontrolled).
import { lazy, Suspense, type ComponentProps } from "react";
import type { MeasurementForm as Form } from "./measurement-form";

const MeasurementForm = lazy(() => import("./measurement-form").then((m) => ({ default: m.MeasurementForm })));

export function LaterMeasurementForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense>
      <MeasurementForm {...props} />
    </Suspense>
  );
}
