/**
 * The company's logo as an uploaded image: POST /settings/logo/{companyId} (the settings
 * module's update right on the own company; the provider on any) takes an image whose type is
 * read from its content (PNG, JPEG, GIF or WebP: never SVG, which can carry script) and whose
 * size is at most LOGO_MAX_MB, stores it under `logos/<company>/<uuid>.<ext>` and sets the
 * settings' `logo` to its address. GET /settings/logo/{companyId}/{name} serves it without a
 * token: an `<img>` sends none, the name is an unguessable id, and a logo is no secret.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOGO_MAX_MB, LOGO_TYPES, logoForm, logoPath } from '../../../contract/api/settings';
import { settingsLogoGet, settingsLogoUpload } from '../../../contract/api/settings-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { serveFile } from '../../storage/download';
import { commitUpload, mimeOfExtension, receiveUpload } from '../../storage/upload';
import { PNG_SAMPLE } from './logo-sample';
import { assertMayReachSettings } from './settings.policy';
import { setLogo } from './settings.service';

const PREFIX = 'logos';

export function settingsLogoRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, settingsLogoUpload, {
    file: { field: 'file', example: { name: 'logo.png', content: PNG_SAMPLE } },
    handler: async ({ req, reply, params, user }) => {
      assertMayReachSettings(user, params.companyId);
      const { file } = await receiveUpload(req, {
        storage: deps.storage,
        prefix: `${PREFIX}/${params.companyId}`,
        maxBytes: LOGO_MAX_MB * 1024 * 1024,
        fields: logoForm,
        accept: LOGO_TYPES,
        refusal: 'logo_not_image',
        keyName: (type) => `${randomUUID()}.${type.ext}`,
      });
      const name = file.key.slice(file.key.lastIndexOf('/') + 1);
      return commitUpload(deps.storage, reply, file, () =>
        deps.mutations.forRequest(req, reply, (m) =>
          setLogo(m, params.companyId, logoPath(params.companyId, name), deps.storage),
        ),
      );
    },
  });

  implement(app, settingsLogoGet, {
    handler: async ({ req, params }) => {
      const ext = params.name.slice(params.name.lastIndexOf('.') + 1);
      const mime = mimeOfExtension(ext);
      if (!mime) throw errors.notFound();
      return serveFile(deps.storage, req, {
        key: `${PREFIX}/${params.companyId}/${params.name}`,
        file_name: `logo.${ext}`,
        mime_type: mime,
      });
    },
  });
}
