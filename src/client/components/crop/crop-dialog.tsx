import { ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { cropPicture, type CroppedPicture } from '#client/components/crop/crop-picture.ts';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_STEP,
  cropRect,
  initialCrop,
  pan,
  ratioOf,
  settle,
  zoomTo,
  pinchZoom,
  wheelZoom,
  type CropAspect,
  type CropState,
  type Size,
} from '#client/components/crop/crop.ts';

export interface CropSource {
  file: File;
  /** An object URL of the file, owned by the caller. */
  url: string;
}

/**
 * 'Bild zuschneiden' (docs/product.md section 2): 4:5, 1:1, Story (9:16), Quer (1100:800) or
 * 'Frei'; zoom 1 to 3 in steps of 0.1; the picture is dragged under the frame. 'Übernehmen'
 * hands the picture being cut (on a worker, crop-picture.ts) to `onApply` at once, so the caller
 * closes the dialog without waiting for it.
 */
export function CropDialog({
  source,
  initialAspect = '4:5',
  onCancel,
  onApply,
}: {
  source: CropSource | null;
  /** The frame the dialog opens with: the post's format where the caller knows it. */
  initialAspect?: CropAspect;
  onCancel(): void;
  onApply(picture: Promise<CroppedPicture>): void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={source !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('studio.crop.title')}
      description={t('studio.crop.description')}
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
    >
      {source && (
        <CropEditor
          key={source.url}
          source={source}
          initialAspect={initialAspect}
          onCancel={onCancel}
          onApply={onApply}
        />
      )}
    </DialogShell>
  );
}

function CropEditor({
  source,
  initialAspect,
  onCancel,
  onApply,
}: {
  source: CropSource;
  initialAspect: CropAspect;
  onCancel(): void;
  onApply(picture: Promise<CroppedPicture>): void;
}) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const [aspect, setAspect] = useState<CropAspect>(initialAspect);
  const [natural, setNatural] = useState<Size | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, centerX: 0, centerY: 0 });
  const [frameWidth, setFrameWidth] = useState(0);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrameWidth(entry.contentRect.width);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const ratio = natural ? ratioOf(aspect, natural) : 4 / 5;
  const rect = natural ? cropRect(natural, ratio, crop) : null;
  const scale = rect && frameWidth > 0 ? frameWidth / rect.width : 0;
  const free = aspect === 'free';

  const changeAspect = (next: CropAspect) => {
    setAspect(next);
    if (natural) setCrop((current) => settle(natural, ratioOf(next, natural), current));
  };
  const changeZoom = (zoom: number) => {
    if (natural) setCrop((current) => zoomTo(natural, ratio, current, zoom));
  };

  // The mouse wheel (and a trackpad's pinch, which browsers report as a wheel with Ctrl) zooms;
  // a native listener, because the page must not scroll while the wheel is over the photo.
  const stageRef = useRef<HTMLDivElement>(null);
  const wheelRest = useRef(0);
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || free || !natural) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const delta = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY;
      setCrop((current) => {
        const next = wheelZoom(current.zoom, wheelRest.current, delta);
        wheelRest.current = next.pending;
        return next.zoom === current.zoom ? current : zoomTo(natural, ratio, current, next.zoom);
      });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [free, natural, ratio]);

  // Two fingers on the photo pinch-zoom; one finger (or the mouse) moves it.
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const spread = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (free || !natural) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (fingers.current.size === 2) {
      drag.current = null;
      pinch.current = { distance: spread(), zoom: crop.zoom };
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (fingers.current.has(event.pointerId)) {
      fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    }
    const pinching = pinch.current;
    if (pinching && natural) {
      const zoom = pinchZoom(pinching.zoom, pinching.distance, spread());
      setCrop((current) =>
        zoom === current.zoom ? current : zoomTo(natural, ratio, current, zoom),
      );
      return;
    }
    const start = drag.current;
    if (!start || start.id !== event.pointerId || !natural || frameWidth === 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setCrop((current) => pan(natural, ratio, current, dx, dy, frameWidth));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    fingers.current.delete(event.pointerId);
    if (fingers.current.size < 2) pinch.current = null;
    drag.current = null;
  };

  // The picture is cut on a worker; the dialog hands it on unfinished and is closed at once.
  const apply = () => {
    if (natural) onApply(cropPicture(source.file, natural, aspect, crop));
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm font-semibold">{t('studio.crop.format')}</span>
        <SegmentedControl<CropAspect>
          label={t('studio.crop.format')}
          size="sm"
          value={aspect}
          onChange={changeAspect}
          options={[
            { value: '4:5', label: '4:5' },
            { value: '1:1', label: '1:1' },
            { value: '9:16', label: t('studio.crop.story') },
            { value: '1100:800', label: t('studio.crop.landscape') },
            { value: 'free', label: t('studio.crop.free') },
          ]}
        />
      </div>

      {/*
        The photo around the crop area stays in view, dimmed (the frame's wide shadow), so the
        person sees what is left out; the stage clips it.
      */}
      <div
        ref={stageRef}
        data-testid="crop-stage"
        className="flex justify-center overflow-hidden rounded-xl bg-zinc-900 px-6 py-5"
      >
        <div
          ref={frameRef}
          role="img"
          aria-label={t('studio.crop.area')}
          data-testid="crop-frame"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className="relative w-full max-w-[min(100%,20rem)] touch-none bg-black ring-2 ring-brand select-none data-[free=false]:cursor-grab data-[free=false]:active:cursor-grabbing"
          data-free={free}
          style={{ aspectRatio: String(ratio) }}
        >
          <img
            src={source.url}
            alt=""
            draggable={false}
            onLoad={(event) => {
              const image = event.currentTarget;
              const size = { width: image.naturalWidth, height: image.naturalHeight };
              setNatural(size);
              setCrop(initialCrop(size));
            }}
            className="pointer-events-none absolute max-w-none origin-top-left"
            style={
              rect && natural && scale > 0
                ? {
                    width: natural.width * scale,
                    height: natural.height * scale,
                    left: -rect.x * scale,
                    top: -rect.y * scale,
                  }
                : { opacity: 0 }
            }
          />
          <div
            aria-hidden
            data-testid="crop-dim"
            className="pointer-events-none absolute inset-0 shadow-[0_0_0_100vmax_rgb(0_0_0/0.6)]"
          />
          {!free && (
            <div
              aria-hidden
              className="pointer-events-none absolute inset-0 grid grid-cols-3 grid-rows-3"
            >
              {Array.from({ length: 9 }, (_, i) => (
                <span key={i} className="border border-white/20" />
              ))}
            </div>
          )}
        </div>
      </div>

      {free ? (
        <p className="text-sm text-muted-foreground">{t('studio.crop.freeHint')}</p>
      ) : (
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="rounded-md p-1 text-muted-foreground hover:text-foreground"
            onClick={() => changeZoom(crop.zoom - ZOOM_STEP)}
            aria-label={`${t('studio.crop.zoom')} -`}
          >
            <ZoomOut aria-hidden className="size-4" />
          </button>
          <input
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            value={crop.zoom}
            onChange={(event) => changeZoom(Number(event.target.value))}
            aria-label={t('studio.crop.zoom')}
            className="h-2 flex-1 cursor-pointer accent-brand"
          />
          <button
            type="button"
            className="rounded-md p-1 text-muted-foreground hover:text-foreground"
            onClick={() => changeZoom(crop.zoom + ZOOM_STEP)}
            aria-label={`${t('studio.crop.zoom')} +`}
          >
            <ZoomIn aria-hidden className="size-4" />
          </button>
          <span className="w-10 text-right text-sm font-medium tabular-nums">
            {crop.zoom.toFixed(1)}×
          </span>
        </div>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('studio.crop.cancel')}
        </Button>
        <Button onClick={apply} disabled={!natural}>
          {t('studio.crop.apply')}
        </Button>
      </DialogFooter>
    </div>
  );
}
