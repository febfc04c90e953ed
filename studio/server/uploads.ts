import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brandDir, brandFile, brandIdProblem, isBrandId } from '../../engine/brandFiles/files.ts';
import { imageKindOf, KIND_NAMES, svgProblems, type ImageKind } from './imageFiles.ts';
import { recordUpload } from './uploadedFiles.ts';

/**
 * A brand image (logo, favicon, banner, icon) is at most 1 MB: a logo or a banner the site shows on
 * every page should weigh far less, and a larger file is almost always an unexported original.
 */
export const UPLOAD_MAX_BYTES = 1024 * 1024;

/** The extensions a field's `accept` may list, by the kind of image they name. */
const EXTENSIONS: Record<string, ImageKind> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  ico: 'ico',
  svg: 'svg',
};

export interface UploadOptions {
  root: string;
  /** The studio's secret check, the same every studio API call passes. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** What is wrong with a file name as the browser sent it: a name with folders in it is refused, never cleaned into one without. */
function nameProblem(name: string): string | undefined {
  if (!name.trim()) return 'The file has no name.';
  if (/[/\\\0]/.test(name) || name.trim() === '..')
    return `The file name "${name.slice(0, 60)}" holds folder parts ("/", "\\" or ".."); upload the file by its own name.`;
  return undefined;
}

/**
 * The name the file gets in the brand's assets folder: the operator's name made safe (lower case,
 * letters, digits, dashes), a short hash of the content, and the extension of what the bytes are.
 * A new picture gets a new name, so an upload changes the site only when the brand is saved, and
 * no browser shows an old picture cached under the same address.
 */
function storedName(original: string, bytes: Buffer, kind: ImageKind): string {
  const stem =
    original
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image';
  return `${stem}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${kind}`;
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message });

/**
 * POST /studio/api/brands/:id/assets: one image into the brand's own folder (brands/<id>/assets/),
 * checked by its content, its size and, for SVG, for anything that could run or fetch. Answers the
 * path the brand JSON holds ("assets/logo-1a2b3c4d.png", as theme.logo's default is) and the
 * address the site serves it at. `?accept=svg,png,webp` narrows the kinds to a field's own.
 */
export async function uploadRoutes(app: FastifyInstance, { root, guard }: UploadOptions): Promise<void> {
  app.post<{ Params: { id: string }; Querystring: { accept?: string } }>(
    '/studio/api/brands/:id/assets',
    { preHandler: guard },
    async (request, reply) => {
      const { id } = request.params;
      if (!isBrandId(id)) return refuse(reply, 400, brandIdProblem(id));
      if (!fs.existsSync(brandFile(root, id))) return refuse(reply, 404, `No brand "${id}".`);
      if (!request.isMultipart()) return refuse(reply, 400, 'Send the image as a file (multipart/form-data).');
      let bytes: Buffer;
      let filename: string;
      try {
        // The name as sent, folders and all, so a name that climbs out is refused rather than quietly shortened.
        const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 }, preservePath: true });
        if (!part) return refuse(reply, 400, 'No file came with the upload.');
        filename = part.filename;
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          return refuse(
            reply,
            413,
            'The image is larger than 1 MB. Export it smaller (or as WebP or SVG) and try again.',
          );
        return refuse(reply, 400, 'The upload could not be read. Try again.');
      }
      const badName = nameProblem(filename);
      if (badName) return refuse(reply, 400, badName);
      const kind = imageKindOf(bytes);
      if (!kind)
        return refuse(
          reply,
          415,
          `"${filename.slice(0, 60)}" is not an image the site can show: its content is not PNG, JPEG, WebP, GIF, ICO or SVG, whatever its name says.`,
        );
      const accepted = [
        ...new Set(
          (request.query.accept ?? '')
            .split(',')
            .map((extension) => EXTENSIONS[extension.trim().toLowerCase()])
            .filter((one): one is ImageKind => one !== undefined),
        ),
      ];
      if (accepted.length && !accepted.includes(kind))
        return refuse(
          reply,
          415,
          `This field takes ${accepted.map((one) => KIND_NAMES[one]).join(', ')}; the file is ${KIND_NAMES[kind]}.`,
        );
      if (kind === 'svg') {
        const problems = await svgProblems(bytes.toString('utf8'));
        if (problems.length)
          return refuse(
            reply,
            422,
            `This SVG was refused because ${problems.join('; ')}. Remove that in your drawing program and export it again, or upload a PNG.`,
          );
      }
      const name = storedName(filename, bytes, kind);
      const dir = path.join(brandDir(root, id), 'assets');
      const file = path.join(dir, name);
      // The name is built from safe characters only; this says so once more before anything is written.
      if (path.relative(dir, file) !== name) return refuse(reply, 400, 'The file name is not allowed.');
      try {
        fs.mkdirSync(dir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, bytes);
        fs.renameSync(temporary, file);
        // Listed as the studio's own, so a save may remove it once nothing names it.
        recordUpload(brandDir(root, id), name);
      } catch (error) {
        return refuse(
          reply,
          500,
          `The image could not be saved in the brand's folder (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
        );
      }
      return reply.status(201).send({
        path: `assets/${name}`,
        url: `/brands/${id}/assets/${name}`,
        kind,
        bytes: bytes.length,
      });
    },
  );
}
