'use client';

import { useEffect, useRef } from 'react';

/** Loudness 0–100 of a block of samples (time domain, -1 to 1), as a meter shows it. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  // Speech sits around 0.05–0.3 RMS; a square root spreads it over the bar.
  return Math.min(100, Math.round(Math.sqrt(rms) * 140));
}

/**
 * The microphone's level, drawn every frame from a Web Audio analyser without re-rendering React.
 * Silent (and still) without a sound track.
 */
export function LevelMeter({ stream, label }: { stream: MediaStream | null; label: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);
  const hasAudio = (stream?.getAudioTracks().length ?? 0) > 0;

  useEffect(() => {
    if (!stream || !hasAudio || typeof AudioContext === 'undefined') return;
    const fill = bar.current;
    const context = new AudioContext();
    // Started by the click that opened the microphone; a context made later may wait suspended.
    void context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let shown = -1;
    const draw = () => {
      analyser.getFloatTimeDomainData(samples);
      const level = levelOf(samples);
      if (fill) fill.style.transform = `scaleX(${level / 100})`;
      // Assistive tech hears the value in steps of ten, not sixty times a second.
      const step = Math.round(level / 10) * 10;
      if (step !== shown && meter.current) meter.current.setAttribute('aria-valuenow', String((shown = step)));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
      if (fill) fill.style.transform = 'scaleX(0)';
    };
  }, [stream, hasAudio]);

  return (
    <div ref={meter} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} className="h-2 w-full overflow-hidden rounded-full bg-surface-2" data-testid="level-meter">
      <div ref={bar} className="h-full origin-left scale-x-0 rounded-full bg-gradient-to-r from-success via-success to-warning transition-transform duration-75" />
    </div>
  );
}
