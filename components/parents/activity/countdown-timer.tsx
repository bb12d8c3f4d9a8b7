"use client";

// A countdown for timed exercises (tummy time, massage): start, pause, reset, a ring that empties
// as time runs out. The time is computed from an end instant, not by counting ticks, so a
// throttled background tab stays accurate. The clock itself is role="timer" (not read out every
// second); a separate polite live region announces start, pause, each whole minute and the end.
import { useEffect, useRef, useState } from "react";
import { fill } from "@/lib/i18n/bundle";
import { buttonStyles } from "@/components/ui/styles";
import { formatClock } from "@/components/parents/format";
import { useParentsMessages } from "@/components/parents/messages-context";

const RADIUS = 54;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function CountdownTimer({ minutes }: { minutes: number }) {
  const { t } = useParentsMessages();
  const total = minutes * 60_000;
  const [left, setLeft] = useState(total);
  const [running, setRunning] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const endAt = useRef(0);
  const lastMinute = useRef(minutes);

  useEffect(() => {
    if (!running) return;
    const handle = setInterval(() => {
      const remaining = Math.max(0, endAt.current - Date.now());
      setLeft(remaining);
      const minute = Math.ceil(remaining / 60_000);
      if (remaining === 0) {
        setRunning(false);
        setAnnouncement(t.timeUp);
        navigator.vibrate?.(400);
      } else if (minute < lastMinute.current) {
        lastMinute.current = minute;
        setAnnouncement(fill(t.timerMinutesLeft, { n: minute }));
      }
    }, 250);
    return () => clearInterval(handle);
  }, [running, t]);

  function toggle() {
    if (running) {
      setLeft(Math.max(0, endAt.current - Date.now()));
      setRunning(false);
      setAnnouncement(t.timerPaused);
      return;
    }
    const from = left > 0 ? left : total;
    endAt.current = Date.now() + from;
    lastMinute.current = Math.ceil(from / 60_000);
    setLeft(from);
    setRunning(true);
    setAnnouncement(fill(t.timerStarted, { time: formatClock(from / 1000) }));
  }

  function reset() {
    setRunning(false);
    setLeft(total);
    setAnnouncement("");
  }

  const finished = left === 0;
  return (
    <section aria-labelledby="timer-heading" className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="timer-heading" className="self-start text-xl font-bold">
        {t.timer}
      </h2>
      <div className="relative size-44">
        <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#e7e5e4" strokeWidth="10" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke={finished ? "#b45309" : "#15803d"}
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - left / total)}
            className="transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none"
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-sm text-stone-600">{t.timerLeft}</span>
          <span role="timer" className="text-4xl font-bold tabular-nums">
            {formatClock(left / 1000)}
          </span>
        </div>
      </div>
      <p aria-live="polite" className={`min-h-6 font-semibold ${finished ? "text-amber-800" : "text-stone-700"}`}>
        {announcement}
      </p>
      <div className="grid w-full grid-cols-2 gap-3">
        <button type="button" onClick={toggle} className={buttonStyles.primary}>
          {running ? `⏸ ${t.timerPause}` : left < total && !finished ? `▶ ${t.timerResume}` : `▶ ${t.timerStart}`}
        </button>
        <button type="button" onClick={reset} className={buttonStyles.secondary}>
          ↺ {t.timerReset}
        </button>
      </div>
    </section>
  );
}
