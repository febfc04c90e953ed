import type { FromSchema } from 'json-schema-to-ts';
import { REGISTER_FIELDS, registerRuleSchema } from '../brand/registration.ts';
import { BANNER_GROUPS, BANNER_LINKAGES, IMAGE_TYPES, POPUP_EXECUTIONS } from '../vocabulary.ts';

type Opts = { keepDefaultedPropertiesOptional: true };

/** Money on the wire: a decimal string, up to 2 dp (UNSPEC-02). */
export const moneySchema = { type: 'string', pattern: '^-?\\d+(\\.\\d{1,2})?$', maxLength: 24 } as const;
export const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
/** A calendar day, `yyyy-mm-dd`: the format checks the day exists (no 2026-13-45, no 0000-00-00), issue 14. */
export const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;
export const base64Schema = { type: 'string', pattern: '^[A-Za-z0-9+/]*={0,2}$' } as const;
export const languageSchema = { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2,4})?$' } as const;
export const dialingCodeSchema = { type: 'string', pattern: '^\\+[0-9]{1,4}$' } as const;
export const mobileNumSchema = { type: 'string', pattern: '^[0-9]{4,15}$' } as const;
export const pageNoSchema = { type: 'integer', minimum: 1, maximum: 100000 } as const;
export const pageSizeSchema = { type: 'integer', minimum: 1, maximum: 100 } as const;

/** Challenge-provider fields shared by login, SMS send and registration (UNSPEC-35, CALL-65). */
export const challengeProperties = {
  challengeToken: {
    type: 'string',
    minLength: 1,
    maxLength: 4096,
    description: 'Result token of the challenge provider (CALL-65).',
  },
} as const;

/** Body of an encrypted call: AES-GCM ciphertext with the AES key wrapped by RSA-OAEP (UNSPEC-20). */
export const encryptedPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'iv', 'data'],
  properties: {
    key: {
      ...base64Schema,
      minLength: 4,
      maxLength: 2048,
      description: 'AES key wrapped with RSA-OAEP (SHA-256), base64.',
    },
    iv: { ...base64Schema, minLength: 16, maxLength: 24, description: '12-byte AES-GCM IV, base64.' },
    data: { ...base64Schema, minLength: 4, maxLength: 200000, description: 'AES-GCM ciphertext (with tag), base64.' },
  },
  examples: [{ key: 'c2VjcmV0LWtleS13cmFwcGVk', iv: 'AAECAwQFBgcICQoL', data: 'ZW5jcnlwdGVkLWJvZHk=' }],
} as const;
export type EncryptedPayload = FromSchema<typeof encryptedPayloadSchema>;

/** Game (ENT-15). */
export const gameSchema = {
  type: 'object',
  required: ['nodeId', 'gameType', 'vassalage', 'gameCode', 'displayName'],
  properties: {
    nodeId: idSchema,
    gameType: { type: 'string', maxLength: 32 },
    vassalage: { type: 'string', maxLength: 32, description: 'Vendor code.' },
    gameClassify: { type: 'string', maxLength: 32 },
    gameCode: { type: 'string', maxLength: 64 },
    displayName: { type: 'string', maxLength: 200 },
    gameName: { type: 'string', maxLength: 200 },
    nodeName: { type: 'string', maxLength: 200 },
    iconUrl: { type: 'string', maxLength: 1000 },
    showIcon: { type: 'string', maxLength: 1000 },
    lagerIcon: { type: 'string', maxLength: 1000 },
    isHot: { type: 'integer', enum: [0, 1], description: '1 = hot badge.' },
    isGame: { type: 'string', maxLength: 32, description: 'VASSALAGE = vendor opening a popup game list.' },
  },
} as const;
export type Game = FromSchema<typeof gameSchema>;
export const gameExample = {
  nodeId: '10021',
  gameType: 'SLOT',
  vassalage: 'PG',
  gameClassify: 'VIDEO',
  gameCode: 'fortune-tiger',
  displayName: 'Fortune Tiger',
  gameName: 'Fortune Tiger',
  nodeName: 'Fortune Tiger',
  iconUrl: 'https://img.example.com/PG/SLOT/fortune-tiger.png',
  isHot: 1,
  isGame: 'GAME',
} as const;

/** Member info (ENT-08). isLogin/isAgent/isTrial are derived on the client. */
export const memberInfoSchema = {
  type: 'object',
  required: ['id', 'account', 'type'],
  properties: {
    id: idSchema,
    account: { type: 'string', maxLength: 64 },
    nickname: { type: 'string', maxLength: 64 },
    type: {
      type: 'integer',
      description: 'Account type; agent types 1, 2, 41, 42 (UNSPEC-73); trial otherwise flagged.',
    },
    token: { type: 'string', maxLength: 4096 },
    firstTimeLogin: { type: 'string', maxLength: 8, description: "Literal 'F' flags a first login (UNSPEC-51)." },
    trial: { type: 'boolean' },
    balance: moneySchema,
    currencySymbol: { type: 'string', maxLength: 8 },
    vipLabel: { type: 'string', maxLength: 64 },
    vipRank: { type: 'integer', minimum: 0 },
    vipNext: {
      type: 'object',
      description: 'What the next VIP rank needs (MC-25): absent at the top rank or where the platform has no ladder.',
      required: ['label', 'rank', 'turnover'],
      properties: {
        label: { type: 'string', maxLength: 64 },
        rank: { type: 'integer', minimum: 1 },
        turnover: { ...moneySchema, description: 'Turnover (stakes) still to bet to reach it.' },
      },
    },
    unreadCount: { type: 'integer', minimum: 0 },
    promotionCount: { type: 'integer', minimum: 0 },
    hasUpline: {
      type: 'boolean',
      description: 'The member has an upline to transfer to (MC-06): shows the transferUpline page.',
    },
  },
} as const;
export type MemberInfo = FromSchema<typeof memberInfoSchema>;
export const memberInfoExample = {
  id: '880001',
  account: 'demo_member',
  nickname: 'Demo',
  type: 0,
  token: 'tok_3f9a2c',
  firstTimeLogin: 'N',
  trial: false,
  balance: '1250.50',
  currencySymbol: 'RM',
  vipLabel: 'VIP 2',
  vipRank: 2,
  vipNext: { label: 'VIP 3', rank: 3, turnover: '15000.00' },
  unreadCount: 3,
  promotionCount: 1,
} as const;

/** Register rules object (ENT-14): one rule per register field. */
export const registerRulesSchema = {
  type: 'object',
  properties: Object.fromEntries(REGISTER_FIELDS.map((f) => [f, registerRuleSchema])) as {
    [K in (typeof REGISTER_FIELDS)[number]]: typeof registerRuleSchema;
  },
} as const;
export type RegisterRules = FromSchema<typeof registerRulesSchema, Opts>;
export const registerRulesExample = {
  username: { enabled: true, required: true, pattern: 1, min: 4, max: 16 },
  password: { enabled: true, required: true, pattern: 5, min: 6, max: 20 },
  mobileNum: { enabled: true, required: false, pattern: 6, min: 7, max: 15 },
  affiliateCode: { enabled: true, required: false, pattern: 4, min: 1, max: 30 },
  captcha: { enabled: false, required: false, pattern: '*' },
} as const;

/** Customer-service entry (ENT-10, B variant). */
export const customerServiceSchema = {
  type: 'object',
  required: ['title', 'type', 'path'],
  properties: {
    title: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: ['LIVECHAT', 'TELEGRAM'] },
    path: { type: 'string', maxLength: 4096, description: 'Encrypted path, decrypted by the gateway (UNSPEC-66).' },
  },
} as const;

/** System status (ENT-22). status 0 = normal, 1 = maintenance, 2 = region restricted. */
export const systemStatusSchema = {
  type: 'object',
  required: ['status', 'maintenance', 'regionRestriction', 'info'],
  properties: {
    status: { type: 'integer', enum: [0, 1, 2] },
    maintenance: { type: 'boolean' },
    maintenanceText: { type: 'string', maxLength: 2000, description: 'UNSPEC-49.' },
    regionRestriction: { type: 'boolean' },
    location: { type: 'object', properties: { ip: { type: 'string', maxLength: 64 } } },
    info: {
      type: 'object',
      properties: {
        customerService: { type: 'array', items: customerServiceSchema },
        domainRoute: { type: 'object', additionalProperties: { type: 'string' } },
        resources: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            properties: {
              labelNameEn: { type: 'string' },
              url: { type: 'string' },
              resourceType: { type: 'string' },
            },
          },
          description: 'Site resources keyed by id (ENT-20).',
        },
        whitelabel: {
          type: 'object',
          additionalProperties: { type: 'boolean' },
          description: 'Flag name → on/off (FLAG-*).',
        },
        registerRules: registerRulesSchema,
        mainDomain: { type: 'string', maxLength: 253 },
        gtagId: { type: 'string', maxLength: 64 },
        imageCDNs: { type: 'array', items: { type: 'string' } },
        launchGameCDNs: { type: 'array', items: { type: 'string' } },
        publicKey: {
          ...base64Schema,
          minLength: 16,
          maxLength: 4096,
          description: 'RSA-OAEP SPKI public key, base64, for encrypted calls.',
        },
      },
    },
  },
} as const;
export type SystemStatus = FromSchema<typeof systemStatusSchema, Opts>;
export const systemStatusExample = {
  status: 0,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7' },
  info: {
    customerService: [{ title: 'Live chat', type: 'LIVECHAT', path: 'ZW5jcnlwdGVkLXBhdGg=' }],
    domainRoute: { aurora: 'aurora.example.com' },
    resources: {
      android: { labelNameEn: 'Android app', url: 'https://dl.example.com/app.apk', resourceType: 'Android' },
    },
    whitelabel: { FREEPLAY3: true, MOBILENUMPASSREG3: false },
    registerRules: registerRulesExample,
    mainDomain: 'example.com',
    gtagId: 'G-ABC123',
    imageCDNs: ['https://img.example.com'],
    launchGameCDNs: ['https://launch.example.com'],
    publicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
  },
} as const;

/** Banner (ENT-12, UNSPEC-64). */
export const bannerSchema = {
  type: 'object',
  required: ['groupName', 'url'],
  properties: {
    id: idSchema,
    groupName: { type: 'string', enum: BANNER_GROUPS },
    url: { type: 'string', maxLength: 1000 },
    linkageType: { type: 'string', enum: BANNER_LINKAGES },
    linkage: { type: 'string', maxLength: 1000 },
  },
} as const;

/** Notice item (ENT-11). */
export const noticeSchema = {
  type: 'object',
  required: ['id', 'title'],
  properties: {
    id: idSchema,
    title: { type: 'string', maxLength: 300 },
    content: { type: 'string', maxLength: 100000, description: 'HTML; sanitised before display.' },
    promotionType: { type: 'string', maxLength: 32 },
  },
} as const;

/** Announcement response (ENT-13). */
export const announcementsSchema = {
  type: 'object',
  properties: {
    banners: { type: 'array', items: bannerSchema },
    notices: { type: 'array', items: noticeSchema },
    popup: {
      type: 'array',
      items: {
        ...noticeSchema,
        properties: { ...noticeSchema.properties, execution: { type: 'string', enum: POPUP_EXECUTIONS } },
      },
    },
    promotion: { type: 'array', items: noticeSchema },
  },
} as const;
export type Announcements = FromSchema<typeof announcementsSchema>;

/** Vendor group (ENT-21). */
export const vendorGroupSchema = {
  type: 'object',
  required: ['gameCategory', 'vendors'],
  properties: {
    gameCategory: { type: 'string', maxLength: 32 },
    vendors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['vassalage'],
        properties: {
          vassalage: { type: 'string', maxLength: 32 },
          name: { type: 'string', maxLength: 100 },
          isGame: { type: 'string', maxLength: 32 },
          nodeId: idSchema,
          logo: {
            type: 'string',
            maxLength: 500,
            description: 'The vendor logo (FOOTER-03): an http(s) URL or a path on the image host.',
          },
        },
      },
    },
  },
} as const;

/** Winner-board item (ENT-19). */
export const winnerItemSchema = {
  type: 'object',
  required: ['vo'],
  properties: {
    vo: {
      type: 'object',
      required: ['winAmount'],
      properties: {
        winAmount: moneySchema,
        account: { type: 'string', maxLength: 64, description: 'Masked account.' },
        gameName: { type: 'string', maxLength: 200 },
        gameCode: { type: 'string', maxLength: 64 },
        vassalage: { type: 'string', maxLength: 32 },
        currencySymbol: {
          type: 'string',
          maxLength: 8,
          description: "The currency of the win (the brand's wallets'), shown before the amount.",
        },
      },
    },
  },
} as const;

/** Paging shapes (ENT-16). */
export const gameListPageSchema = {
  type: 'object',
  required: ['games', 'totalPages'],
  properties: { games: { type: 'array', items: gameSchema }, totalPages: { type: 'integer', minimum: 0 } },
} as const;
export const favouritesPageSchema = {
  type: 'object',
  required: ['content', 'pageNum', 'totalPages'],
  properties: {
    content: { type: 'array', items: gameSchema },
    pageNum: { type: 'integer', minimum: 1 },
    totalPages: { type: 'integer', minimum: 0 },
  },
} as const;
export const recentPageSchema = {
  type: 'object',
  required: ['list', 'totalPages'],
  properties: { list: { type: 'array', items: gameSchema }, totalPages: { type: 'integer', minimum: 0 } },
} as const;
/** Generic paged list for other lists (points transactions, redeem lists). */
export const pagedOf = <const I extends object>(items: I) =>
  ({
    type: 'object',
    required: ['list', 'totalPages'],
    properties: {
      list: { type: 'array', items },
      pageNo: { type: 'integer', minimum: 1 },
      totalPages: { type: 'integer', minimum: 0 },
    },
  }) as const;

/** Country entry (ENT-09). */
export const countrySchema = {
  type: 'object',
  required: ['countryCode', 'countryDialingCode'],
  properties: { countryCode: { type: 'string', pattern: '^[A-Z]{2}$' }, countryDialingCode: dialingCodeSchema },
} as const;
export type Country = FromSchema<typeof countrySchema>;

/** Up to 3 png/jpg images ≤ 5 MB (VAL-19): descriptors of the multipart file parts, which carry the bytes. */
export const imageUploadsSchema = {
  type: 'array',
  maxItems: 3,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'type', 'size'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255 },
      type: { type: 'string', enum: IMAGE_TYPES },
      size: { type: 'integer', minimum: 1, maximum: 5242880 },
    },
  },
  description: 'File descriptors; the bytes travel as multipart parts.',
} as const;

/** Simple success answer with a message (UNSPEC-15, UNSPEC-24). */
export const messageResultSchema = {
  type: 'object',
  properties: { message: { type: 'string', maxLength: 1000 } },
  examples: [{ message: 'OK' }],
} as const;
