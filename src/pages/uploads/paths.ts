// Routes of the upload screens (entities-spec §2).
export const UPLOAD_PATHS = {
  upload: '/glorifireEntities/home/upload',
  preview: '/glorifireEntities/preview',
  history: '/glorifireEntities/history',
} as const;
