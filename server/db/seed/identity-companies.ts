/** The demo companies, their groups and people (all log in with DEMO_PASSWORD). */
export const PROVIDER_CODE = 'provider';

export interface PersonDef {
  email: string;
  name: string;
  role: string;
  group: string;
  position: string;
  language?: 'en' | 'id';
}

export interface CompanyDef {
  code: string;
  name: string;
  isProvider: boolean;
  product: string | null;
  /** Subscription expiry in days from now; null = never. */
  expiresInDays: number | null;
  license: number;
  language: 'en' | 'id';
  roles: string[];
  /** [name, parent name or null] */
  groups: [string, string | null][];
  people: PersonDef[];
  address: string;
  phone: string;
}

export const PRODUCTS = [
  { code: 'standard', name: 'RegComply Standard' },
  { code: 'enterprise', name: 'RegComply Enterprise' },
];

export const COMPANIES: CompanyDef[] = [
  {
    code: PROVIDER_CODE,
    name: 'RegComply Provider',
    isProvider: true,
    product: null,
    expiresInDays: null,
    license: 100,
    language: 'en',
    roles: ['Super Admin', 'Editor'],
    groups: [
      ['Management', null],
      ['Content Team', null],
    ],
    address: 'Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan',
    phone: '+62 21 5150 0001',
    people: [
      {
        email: 'superadmin@provider.test',
        name: 'Andi Pratama',
        role: 'Super Admin',
        group: 'Management',
        position: 'Platform Administrator',
      },
      {
        email: 'editor@provider.test',
        name: 'Maya Kusuma',
        role: 'Editor',
        group: 'Content Team',
        position: 'Legal Content Editor',
      },
    ],
  },
  {
    code: 'sejahtera',
    name: 'PT Sejahtera Abadi',
    isProvider: false,
    product: 'enterprise',
    expiresInDays: 365,
    license: 50,
    language: 'en',
    roles: ['Admin', 'PIC', 'Auditor', 'Member'],
    groups: [
      ['Operations', null],
      ['Plant Cikarang', 'Operations'],
      ['HSE', null],
      ['Legal', null],
      ['Human Resources', null],
      ['Finance', null],
    ],
    address: 'Kawasan Industri Jababeka, Cikarang, Bekasi',
    phone: '+62 21 8934 1100',
    people: [
      {
        email: 'admin@sejahtera.test',
        name: 'Hendra Gunawan',
        role: 'Admin',
        group: 'Legal',
        position: 'Compliance Manager',
      },
      {
        email: 'pic@sejahtera.test',
        name: 'Putri Anggraini',
        role: 'PIC',
        group: 'HSE',
        position: 'HSE Supervisor',
      },
      {
        email: 'auditor@sejahtera.test',
        name: 'Rudi Hartono',
        role: 'Auditor',
        group: 'Legal',
        position: 'Internal Auditor',
      },
      {
        email: 'member@sejahtera.test',
        name: 'Lina Marlina',
        role: 'Member',
        group: 'Operations',
        position: 'Operations Staff',
        language: 'id',
      },
      {
        email: 'rina.wijaya@sejahtera.test',
        name: 'Rina Wijaya',
        role: 'PIC',
        group: 'Operations',
        position: 'Operations Manager',
      },
      {
        email: 'agus.santoso@sejahtera.test',
        name: 'Agus Santoso',
        role: 'Member',
        group: 'Plant Cikarang',
        position: 'Plant Engineer',
      },
      {
        email: 'dewi.lestari@sejahtera.test',
        name: 'Dewi Lestari',
        role: 'PIC',
        group: 'Human Resources',
        position: 'HR Manager',
      },
      {
        email: 'bambang.prasetyo@sejahtera.test',
        name: 'Bambang Prasetyo',
        role: 'Auditor',
        group: 'Finance',
        position: 'Tax Auditor',
      },
      {
        email: 'siti.rahmawati@sejahtera.test',
        name: 'Siti Rahmawati',
        role: 'Member',
        group: 'HSE',
        position: 'HSE Officer',
        language: 'id',
      },
    ],
  },
  {
    code: 'nusantara',
    name: 'PT Nusantara Energi',
    isProvider: false,
    product: 'standard',
    expiresInDays: 20,
    license: 25,
    language: 'id',
    roles: ['Admin', 'PIC', 'Auditor', 'Member'],
    groups: [
      ['Operasi', null],
      ['K3L', null],
      ['Hukum', null],
      ['SDM', null],
      ['Keuangan', null],
    ],
    address: 'Jl. MH Thamrin No. 10, Jakarta Pusat',
    phone: '+62 21 3190 2200',
    people: [
      {
        email: 'admin@nusantara.test',
        name: 'Yusuf Hakim',
        role: 'Admin',
        group: 'Hukum',
        position: 'Kepala Kepatuhan',
      },
      {
        email: 'pic@nusantara.test',
        name: 'Fitri Handayani',
        role: 'PIC',
        group: 'K3L',
        position: 'Koordinator K3L',
        language: 'id',
      },
      {
        email: 'eko.saputra@nusantara.test',
        name: 'Eko Saputra',
        role: 'Auditor',
        group: 'Hukum',
        position: 'Auditor Internal',
        language: 'id',
      },
      {
        email: 'wulan.sari@nusantara.test',
        name: 'Wulan Sari',
        role: 'PIC',
        group: 'Operasi',
        position: 'Manajer Operasi',
        language: 'id',
      },
      {
        email: 'joko.susilo@nusantara.test',
        name: 'Joko Susilo',
        role: 'Member',
        group: 'Operasi',
        position: 'Teknisi',
        language: 'id',
      },
      {
        email: 'indah.permata@nusantara.test',
        name: 'Indah Permata',
        role: 'Member',
        group: 'Keuangan',
        position: 'Staf Pajak',
        language: 'id',
      },
    ],
  },
];

/** The eight accounts the issue asks for (all log in with DEMO_PASSWORD). */
export const DEMO_LOGINS = [
  'superadmin@provider.test',
  'editor@provider.test',
  'admin@sejahtera.test',
  'pic@sejahtera.test',
  'auditor@sejahtera.test',
  'member@sejahtera.test',
  'admin@nusantara.test',
  'pic@nusantara.test',
];
