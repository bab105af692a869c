// Request ids: a sane incoming X-Request-Id is kept so a caller can follow a request; else a new one.
import { randomUUID } from 'node:crypto';

const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE.test(value) ? value : `req_${randomUUID().replaceAll('-', '')}`;
}
