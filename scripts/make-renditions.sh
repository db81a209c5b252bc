#!/usr/bin/env bash
# Makes the demo HLS renditions that server/streams serves as live rooms.
#
# Run once by hand (needs ffmpeg and the DejaVu fonts); the output is committed, so neither the
# product nor CI needs ffmpeg. Re-run only to change the demo video:
#
#   scripts/make-renditions.sh            # writes public/streams/demo/
#
# Output, per rendition (540p, 720p, 1080p):
#   public/streams/demo/<name>/init.mp4        fMP4 initialisation segment
#   public/streams/demo/<name>/seg-NN.m4s      2 s media segments (one 24 s loop)
#   public/streams/demo/<name>/index.m3u8      the loop as a VOD playlist; the server reads the
#                                              segment list and durations from it
#   public/streams/demo/renditions.json        names, sizes, codecs and measured bandwidth
#
# fMP4 rather than MPEG-TS: hls.js appends fMP4 without transmuxing (a faster first frame), and a
# `.ts` file anywhere in the repo is taken for TypeScript by the tooling.
# The picture is a test pattern with the rendition label and a running clock burnt in. Every segment
# starts on a keyframe at an exact 2 s mark and there are no B-frames, so segments join without gaps
# in a live window and at the loop seam. There is no sound track: a demo tone would be a nuisance once
# the player unmutes, and AAC frames (1024 samples) never end exactly on a 2 s segment edge, which
# leaves small holes for the player to jump at every segment.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/streams/demo
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf}
LOOP_SECONDS=24
SEGMENT_SECONDS=2
FPS=30

command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font not found: $FONT (install fonts-dejavu-core or set FONT)" >&2; exit 1; }

# name height video-kbps profile level label
RENDITIONS=(
  "540p 540 220 baseline 3.1 SD"
  "720p 720 360 main 3.1 HQ"
  "1080p 1080 600 main 4.0 HD"
)

rm -rf "$OUT"
mkdir -p "$OUT"
manifest="["
for spec in "${RENDITIONS[@]}"; do
  read -r name height kbps profile level label <<<"$spec"
  width=$(( height * 16 / 9 ))
  dir="$OUT/$name"
  mkdir -p "$dir"
  size=$(( height / 9 ))
  text="drawtext=fontfile=$FONT:fontsize=$size:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=$(( size / 4 ))"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=${width}x${height}:rate=$FPS:duration=$LOOP_SECONDS" \
    -vf "$text:text='$label $name':x=(w-tw)/2:y=h/6,$text:text='%{pts\:hms}':x=(w-tw)/2:y=h-h/4,$text:text='%{frame_num}':x=(w-tw)/2:y=h-h/4+$(( size * 3 / 2 )):start_number=0" \
    -t "$LOOP_SECONDS" \
    -c:v libx264 -preset slow -profile:v "$profile" -level "$level" -pix_fmt yuv420p \
    -b:v "${kbps}k" -maxrate "$(( kbps * 3 / 2 ))k" -bufsize "$(( kbps * 2 ))k" \
    -bf 0 -g $(( FPS * SEGMENT_SECONDS )) -keyint_min $(( FPS * SEGMENT_SECONDS )) -sc_threshold 0 \
    -an \
    -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$dir/seg-%02d.m4s" \
    "$dir/index.m3u8"
  # RFC 6381 codec string from the avcC box: profile, constraint flags and level bytes.
  avc="avc1.$(od -An -tx1 -v "$dir/init.mp4" | tr -d ' \n' | grep -o '61766343.\{8\}' | head -1 | cut -c11-16)"
  bytes=$(cat "$dir"/*.m4s | wc -c)
  peak=$(for f in "$dir"/*.m4s; do wc -c <"$f"; done | sort -n | tail -1)
  manifest+="{\"name\":\"$name\",\"width\":$width,\"height\":$height,\"frameRate\":$FPS,\"codecs\":\"$avc\",\"averageBandwidth\":$(( bytes * 8 / LOOP_SECONDS )),\"bandwidth\":$(( peak * 8 / SEGMENT_SECONDS ))},"
done
echo "${manifest%,}]" >"$OUT/renditions.json"
du -sh "$OUT"
