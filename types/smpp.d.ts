// smpp 0.5 ships no types; only what the SMS channel and its tests use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export class Session extends EventEmitter {
    send(pdu: PDU): boolean;
    bind_transmitter(options: Record<string, unknown>, callback: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, callback: (pdu: PDU) => void): boolean;
    unbind(callback?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export interface Encoding {
    match(text: string): boolean;
    encode(text: string): Buffer;
    decode(bytes: Buffer): string;
  }

  export const encodings: { ASCII: Encoding; LATIN1: Encoding; UCS2: Encoding };
  export const types: { tlv: Record<'int8' | 'int16' | 'int32' | 'cstring' | 'string' | 'buffer', unknown> };

  export function connect(options: { host: string; port: number }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;
  export function addTLV(tag: string, options: { id: number; type: unknown }): void;

  export const errors: Record<string, number>;
}
