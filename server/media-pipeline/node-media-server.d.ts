// node-media-server ships JavaScript only; these are the parts of its RTMP protocol layer the ingest uses.
declare module 'node-media-server/src/protocol/rtmp.js' {
  import type { AvPacket } from 'node-media-server/src/protocol/flv.js';
  export default class Rtmp {
    onConnectCallback: (req: { app: string; name: string; host: string; query: Record<string, unknown> }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AvPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    parserData(buffer: Buffer): string | null;
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  /** codec_type 8 audio, 9 video, 18 script; flags 0 audio header, 1 audio, 2 video header, 3 keyframe, 4 frame, 5 metadata. */
  export interface AvPacket {
    codec_id: number;
    codec_type: number;
    flags: number;
    dts: number;
    pts: number;
    size: number;
    data: Buffer;
  }
  export default class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    static createMessage(packet: AvPacket): Buffer;
  }
}

declare module 'node-media-server/src/protocol/amf.js' {
  export function decodeAmf0Data(data: Buffer): { cmd: string; dataObj: Record<string, unknown> | null };
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export default logger;
}
