import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from '../schemas/api/index.ts';
import { PlatformError } from './errors.ts';
import { text } from './texts/index.ts';

/** An uploaded file, read whole (at most 5 MB each, at most 3: VAL-19). */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: Buffer;
}

/** Files of a multipart call, kept beside the input so the handler can store them. */
export const uploadedFiles = new WeakMap<object, UploadedFile[]>();

/**
 * A multipart call's input: its text fields, and for the files the descriptors the contract
 * describes ({ name, type, size }); the bytes are reachable through `uploadedFiles`.
 */
export async function readMultipart(
  request: FastifyRequest,
  definition: CallDefinition,
): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new PlatformError('BAD_REQUEST', `${definition.name} takes multipart/form-data.`);
  const input: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new PlatformError('VALIDATION_FAILED', text('error.imageTooLarge', { name: part.filename }));
        files.push({ name: part.filename, type: part.mimetype, size: bytes.length, bytes });
      } else {
        input[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new PlatformError('VALIDATION_FAILED', text('error.tooManyImages', { count: 3 }));
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PlatformError('VALIDATION_FAILED', text('error.imageMax'));
    throw new PlatformError('BAD_REQUEST', text('error.uploadUnreadable'));
  }
  if (files.length) input.images = files.map(({ name, type, size }) => ({ name, type, size }));
  uploadedFiles.set(input, files);
  return input;
}
