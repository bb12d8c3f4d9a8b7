"use client";

// Where the field is: the phone's location (navigator.geolocation; more precise than a region,
// and the server maps it to the region) or one of the 14 regions by name. Either is enough.
import { useState } from "react";
import { fill } from "@/lib/i18n/bundle";
import { formatNumber } from "@/lib/i18n/format";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { SelectField } from "@/components/ui/select-field";
import { buttonStyles } from "@/components/ui/styles";
import type { Coords, RegionOption } from "./draft";

type Props = {
  coords: Coords | null;
  region: string;
  regions: RegionOption[];
  error?: string;
  t: FarmersMessages;
  onCoords: (coords: Coords | null) => void;
  onRegion: (code: string) => void;
};

export function LocationPicker({ coords, region, regions, error, t, onCoords, onRegion }: Props) {
  const { locale } = useFarmersMessages();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState("");

  function locate() {
    if (!("geolocation" in navigator)) {
      setGeoError(t.geoFailed);
      return;
    }
    setLocating(true);
    setGeoError("");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude, longitude, accuracy } = position.coords;
        onCoords({ lat: Math.round(latitude * 1e5) / 1e5, lng: Math.round(longitude * 1e5) / 1e5, accuracy: Math.round(accuracy) });
      },
      (failure) => {
        setLocating(false);
        setGeoError(failure.code === failure.PERMISSION_DENIED ? t.geoDenied : t.geoFailed);
      },
      // A cached fix of the last minutes is fine: the farmer is standing in the same field.
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 300_000 },
    );
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold">{t.locationLegend}</legend>
      <p className="text-sm text-stone-600">{t.locationHint}</p>
      <div className="flex flex-col gap-1">
        {coords ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-600 bg-brand-50 p-3">
            <p className="font-medium text-brand-900">
              <span aria-hidden="true">📍 </span>
              {fill(t.locationFound, { lat: formatNumber(coords.lat, locale, 4, 4), lng: formatNumber(coords.lng, locale, 4, 4) })}
            </p>
            <button type="button" onClick={() => onCoords(null)} className={buttonStyles.secondary}>
              {t.removeLocation}
            </button>
          </div>
        ) : (
          <button type="button" onClick={locate} disabled={locating} className={`${buttonStyles.secondary} w-full`}>
            <span aria-hidden="true">📍</span> {locating ? t.locating : t.useMyLocation}
          </button>
        )}
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <p role="status" className="text-sm font-medium text-amber-900">
          {geoError}
        </p>
      </div>
      <SelectField
        label={t.region}
        name="location"
        value={region}
        onChange={(event) => onRegion(event.target.value)}
        error={error}
        options={[{ value: "", label: t.chooseRegion }, ...regions.map((r) => ({ value: r.code, label: r.label }))]}
      />
    </fieldset>
  );
}
