import type { DeviceKind } from './demo-images';

/** The demo catalogue: what an IT trading company in the Philippines typically stocks, priced in pesos. */
export interface DemoCategory {
  name: string;
  kind: DeviceKind;
  /** Category colour for its icon and product images. */
  accent: string;
}

export interface LaptopSpecs {
  processor: string;
  ramSize: string;
  storageType: string;
  storageCapacity: string;
  screenSize: string;
  resolution: string;
  operatingSystem: string;
  warranty: string;
}

export interface DemoProduct {
  name: string;
  category: string;
  brand: string;
  /** Pesos as a decimal string, e.g. "36995.00". */
  price: string;
  discountedPrice: string | null;
  stock: number;
  keyFeatures: string;
  description: string;
  hidden: boolean;
  laptop: LaptopSpecs | null;
  /** How many angles to show (1 to 3). */
  images: number;
  /** The device drawn when it differs from the category's (speakers among the audio products). */
  kind: DeviceKind | null;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Laptops', kind: 'laptop', accent: '#2563eb' },
  { name: 'Desktop Computers', kind: 'desktop', accent: '#0f766e' },
  { name: 'Printers', kind: 'printer', accent: '#7c3aed' },
  { name: 'Office Supplies', kind: 'supplies', accent: '#ea580c' },
  { name: 'Audio Parts and Accessories', kind: 'audio', accent: '#db2777' },
  { name: 'Telecommunication Supplies', kind: 'telecom', accent: '#059669' },
  { name: 'Computer Accessories', kind: 'accessories', accent: '#0891b2' },
  { name: 'Networking', kind: 'networking', accent: '#4f46e5' },
];

const peso = (amount: number): string => `${amount}.00`;

interface Row {
  name: string;
  brand: string;
  price: number;
  sale?: number;
  stock: number;
  features: string[];
  description: string;
  hidden?: boolean;
  laptop?: LaptopSpecs;
  images?: number;
  kind?: DeviceKind;
}

function laptop(
  processor: string,
  ramSize: string,
  storageCapacity: string,
  screenSize: string,
  resolution: string,
  operatingSystem = 'Windows 11 Home',
  warranty = '1 year',
): LaptopSpecs {
  return {
    processor,
    ramSize,
    storageType: 'SSD',
    storageCapacity,
    screenSize,
    resolution,
    operatingSystem,
    warranty,
  };
}

const FHD = '1920x1080';

const rows: Record<string, Row[]> = {
  Laptops: [
    {
      name: 'Lenovo IdeaPad Slim 3 15IAH8',
      brand: 'Lenovo',
      price: 36995,
      sale: 33995,
      stock: 14,
      laptop: laptop('Intel Core i5-12450H', '8GB', '512GB', '15.6"', FHD),
      features: [
        'Intel Core i5-12450H, 8 cores',
        '8GB LPDDR5 RAM, 512GB NVMe SSD',
        '15.6" Full HD IPS anti-glare display',
        'Fingerprint reader in the power button',
        'Up to 10 hours of battery life',
      ],
      description:
        'A slim, light everyday laptop for students and office work, with a fast SSD and a full-size keyboard with number pad.',
      images: 3,
    },
    {
      name: 'Lenovo ThinkPad E14 Gen 5',
      brand: 'Lenovo',
      price: 62500,
      stock: 6,
      laptop: laptop('Intel Core i7-1355U', '16GB', '512GB', '14"', '1920x1200', 'Windows 11 Pro', '3 years'),
      features: [
        'Intel Core i7-1355U processor',
        '16GB DDR4 RAM, 512GB SSD',
        '14" WUXGA 16:10 display',
        'Spill-resistant ThinkPad keyboard with TrackPoint',
        'Windows 11 Pro, 3-year warranty',
      ],
      description:
        'Business laptop built for daily office use, with MIL-STD tested durability, a privacy shutter on the webcam and ThinkPad support.',
      images: 2,
    },
    {
      name: 'Lenovo V15 G4 IRU',
      brand: 'Lenovo',
      price: 32450,
      stock: 18,
      laptop: laptop('Intel Core i5-1335U', '8GB', '512GB', '15.6"', FHD),
      features: [
        'Intel Core i5-1335U processor',
        '8GB RAM, 512GB SSD',
        '15.6" Full HD display',
        'Wi-Fi 6 and Bluetooth 5.1',
      ],
      description: 'Dependable laptop for small businesses, priced for bulk deployment to office staff.',
    },
    {
      name: 'Lenovo IdeaPad 1 14AMN7',
      brand: 'Lenovo',
      price: 24995,
      sale: 22995,
      stock: 20,
      laptop: laptop('AMD Ryzen 5 7520U', '8GB', '256GB', '14"', FHD),
      features: [
        'AMD Ryzen 5 7520U processor',
        '8GB RAM, 256GB SSD',
        '14" Full HD display',
        'Weighs 1.38 kg',
      ],
      description: 'An affordable, portable laptop for school, browsing and online classes.',
    },
    {
      name: 'HP 15s-fq5111TU',
      brand: 'HP',
      price: 34990,
      sale: 31990,
      stock: 12,
      laptop: laptop('Intel Core i5-1235U', '8GB', '512GB', '15.6"', FHD),
      features: [
        'Intel Core i5-1235U processor',
        '8GB DDR4 RAM, 512GB PCIe NVMe SSD',
        '15.6" Full HD micro-edge display',
        'HP Fast Charge: 50% in about 45 minutes',
      ],
      description:
        'A thin and light laptop for everyday productivity, with a comfortable keyboard and fast charging.',
      images: 2,
    },
    {
      name: 'HP ProBook 440 G10',
      brand: 'HP',
      price: 58900,
      stock: 8,
      laptop: laptop('Intel Core i5-1335U', '16GB', '512GB', '14"', FHD, 'Windows 11 Pro'),
      features: [
        'Intel Core i5-1335U processor',
        '16GB RAM, 512GB SSD',
        '14" Full HD display',
        'HP Wolf Security for Business',
        'Windows 11 Pro',
      ],
      description: 'Professional laptop with business-grade security and manageability for growing teams.',
    },
    {
      name: 'HP Victus 15-fa1093TX',
      brand: 'HP',
      price: 54990,
      sale: 49990,
      stock: 5,
      laptop: laptop('Intel Core i5-13420H', '16GB', '512GB', '15.6"', FHD),
      features: [
        'Intel Core i5-13420H processor',
        'NVIDIA GeForce RTX 3050 6GB graphics',
        '16GB RAM, 512GB SSD',
        '15.6" Full HD 144Hz display',
      ],
      description: 'Gaming and creator laptop with dedicated graphics and a fast refresh-rate screen.',
      images: 3,
    },
    {
      name: 'Acer Aspire 5 A515-58M',
      brand: 'Acer',
      price: 35999,
      stock: 10,
      laptop: laptop('Intel Core i5-1335U', '8GB', '512GB', '15.6"', FHD),
      features: [
        'Intel Core i5-1335U processor',
        '8GB LPDDR5 RAM, 512GB SSD',
        '15.6" Full HD IPS display',
        'Aluminium top cover, backlit keyboard',
      ],
      description: 'A well-rounded laptop for work and study with a metal finish and a backlit keyboard.',
    },
    {
      name: 'Acer Swift Go 14 SFG14-71',
      brand: 'Acer',
      price: 64999,
      sale: 59999,
      stock: 4,
      laptop: laptop('Intel Core i7-13700H', '16GB', '1TB', '14"', '2880x1800'),
      features: [
        'Intel Core i7-13700H processor',
        '16GB LPDDR5 RAM, 1TB SSD',
        '14" 2.8K OLED display',
        'QHD webcam with AI noise reduction',
      ],
      description: 'Premium ultraportable with a vivid OLED screen for executives and content creators.',
      images: 2,
    },
    {
      name: 'Acer Nitro V 15 ANV15-51',
      brand: 'Acer',
      price: 49999,
      stock: 0,
      laptop: laptop('Intel Core i5-13420H', '8GB', '512GB', '15.6"', FHD),
      features: [
        'Intel Core i5-13420H processor',
        'NVIDIA GeForce RTX 4050 6GB graphics',
        '8GB DDR5 RAM, 512GB SSD',
        '15.6" Full HD 144Hz display',
      ],
      description: 'Entry gaming laptop with RTX graphics and dual-fan cooling.',
    },
    {
      name: 'ASUS Vivobook 15 X1504ZA',
      brand: 'ASUS',
      price: 26995,
      stock: 16,
      laptop: laptop('Intel Core i3-1215U', '8GB', '256GB', '15.6"', FHD),
      features: [
        'Intel Core i3-1215U processor',
        '8GB RAM, 256GB SSD',
        '15.6" Full HD display',
        'Webcam shield',
      ],
      description: 'Budget-friendly laptop for office documents, spreadsheets and video calls.',
    },
    {
      name: 'ASUS Zenbook 14 OLED UX3405MA',
      brand: 'ASUS',
      price: 72995,
      stock: 3,
      laptop: laptop('Intel Core Ultra 7 155H', '16GB', '1TB', '14"', '2880x1800'),
      features: [
        'Intel Core Ultra 7 155H processor with NPU',
        '16GB LPDDR5X RAM, 1TB SSD',
        '14" 3K OLED 120Hz display',
        'Weighs 1.2 kg, up to 15 hours battery',
      ],
      description: 'Ultra-slim OLED laptop with AI acceleration for demanding professionals on the move.',
      images: 3,
    },
    {
      name: 'Dell Latitude 3540',
      brand: 'Dell',
      price: 46500,
      stock: 7,
      laptop: laptop('Intel Core i5-1235U', '8GB', '256GB', '15.6"', FHD, 'Windows 11 Pro', '3 years'),
      features: [
        'Intel Core i5-1235U processor',
        '8GB RAM, 256GB SSD',
        '15.6" Full HD display',
        'Windows 11 Pro, 3-year Dell warranty',
      ],
      description: 'Essential business laptop with Dell ProSupport options for corporate fleets.',
    },
    {
      name: 'Dell Inspiron 14 5430',
      brand: 'Dell',
      price: 58990,
      stock: 5,
      laptop: laptop('Intel Core i7-1360P', '16GB', '512GB', '14"', '2560x1600'),
      features: [
        'Intel Core i7-1360P processor',
        '16GB LPDDR5 RAM, 512GB SSD',
        '14" 2.5K 16:10 display',
        'Backlit keyboard and fingerprint reader',
      ],
      description: 'A sharp 2.5K screen and a fast 13th-gen processor in a compact aluminium body.',
    },
  ],
  'Desktop Computers': [
    {
      name: 'Lenovo ThinkCentre neo 50s Gen 4 SFF i5-12400',
      brand: 'Lenovo',
      price: 38500,
      stock: 9,
      features: [
        'Intel Core i5-12400 processor, 6 cores',
        '8GB DDR4 RAM, 512GB SSD',
        'Small form factor chassis',
        'Windows 11 Pro, 3-year warranty',
      ],
      description:
        'Compact business desktop that fits under any desk, ready for office suites and accounting software.',
      images: 2,
    },
    {
      name: 'HP Pro Tower 280 G9 i3-12100',
      brand: 'HP',
      price: 29900,
      stock: 11,
      features: ['Intel Core i3-12100 processor', '8GB RAM, 256GB SSD', 'HP keyboard and mouse included'],
      description: 'Reliable tower PC for front desks, cashiers and administrative work.',
    },
    {
      name: 'Dell OptiPlex 7010 SFF i7-13700',
      brand: 'Dell',
      price: 58000,
      stock: 4,
      features: ['Intel Core i7-13700 processor', '16GB DDR4 RAM, 512GB SSD', 'Windows 11 Pro'],
      description: 'High-performance small form factor desktop for engineering and design teams.',
    },
    {
      name: 'Acer Aspire C24-1800 All-in-One',
      brand: 'Acer',
      price: 42999,
      stock: 3,
      hidden: true,
      features: ['Intel Core i5-1335U processor', '8GB RAM, 512GB SSD', '23.8" Full HD display'],
      description: 'A space-saving all-in-one PC with a built-in webcam and speakers.',
    },
    {
      name: 'HP 24-cr0013d All-in-One',
      brand: 'HP',
      price: 39990,
      sale: 36990,
      stock: 6,
      features: ['Intel Core i5-1335U processor', '8GB RAM, 512GB SSD', '23.8" Full HD touch display'],
      description: 'Clean, cable-free all-in-one desktop for reception areas and home offices.',
    },
    {
      name: 'Lenovo IdeaCentre AIO 3 24IAP7',
      brand: 'Lenovo',
      price: 41995,
      stock: 0,
      features: ['Intel Core i5-12450H processor', '8GB RAM, 512GB SSD', '23.8" Full HD display'],
      description: 'Stylish all-in-one with slim bezels and a pop-up privacy webcam.',
    },
  ],
  Printers: [
    {
      name: 'Epson EcoTank L3210 All-in-One Ink Tank Printer',
      brand: 'Epson',
      price: 8995,
      sale: 8495,
      stock: 25,
      features: [
        'Print, scan and copy',
        'Up to 4,500 black and 7,500 colour pages per ink set',
        'Print speed up to 10 ipm black',
        'USB connection',
      ],
      description:
        'The best-selling ink tank printer for homes, schools and small offices, with very low cost per page.',
      images: 3,
    },
    {
      name: 'Epson EcoTank L3250 Wi-Fi All-in-One Ink Tank Printer',
      brand: 'Epson',
      price: 10995,
      stock: 14,
      features: [
        'Print, scan and copy',
        'Wi-Fi and Wi-Fi Direct',
        'Epson Smart Panel app',
        'Borderless printing',
      ],
      description: 'Wireless ink tank printer that prints from phones and laptops anywhere in the office.',
    },
    {
      name: 'Epson EcoTank L5290 Wi-Fi All-in-One with ADF',
      brand: 'Epson',
      price: 15495,
      stock: 8,
      features: ['Print, scan, copy and fax', '30-page automatic document feeder', 'Wi-Fi and Ethernet'],
      description: 'Office ink tank printer with an ADF for multi-page scanning and copying.',
    },
    {
      name: 'Epson EcoTank L14150 A3+ Wi-Fi Duplex Printer',
      brand: 'Epson',
      price: 33995,
      stock: 2,
      features: [
        'Prints up to A3+',
        'Automatic two-sided printing',
        'Print speed up to 38 ppm',
        'Wi-Fi and Ethernet',
      ],
      description: 'Wide-format ink tank printer for tarpaulin layouts, plans and large spreadsheets.',
    },
    {
      name: 'Canon PIXMA G3020 Wi-Fi Refillable Ink Tank Printer',
      brand: 'Canon',
      price: 9995,
      sale: 9495,
      stock: 12,
      features: ['Print, scan and copy', 'Wi-Fi and Canon PRINT app', 'Up to 6,000 black pages per bottle'],
      description: 'High-yield refillable printer for everyday documents and photos.',
      images: 2,
    },
    {
      name: 'Canon PIXMA G2020 Refillable Ink Tank Printer',
      brand: 'Canon',
      price: 7995,
      stock: 0,
      features: ['Print, scan and copy', 'Up to 7,700 colour pages per set', 'USB connection'],
      description: 'An economical all-in-one ink tank printer for home and school use.',
    },
    {
      name: 'Canon imageCLASS LBP6030 Mono Laser Printer',
      brand: 'Canon',
      price: 7495,
      stock: 9,
      features: ['Monochrome laser printing', 'Up to 18 ppm', 'Compact design'],
      description: 'Small, quiet laser printer for crisp black-and-white documents.',
    },
    {
      name: 'Brother DCP-T420W Ink Tank Printer',
      brand: 'Brother',
      price: 8490,
      stock: 10,
      features: ['Print, scan and copy', 'Wi-Fi', 'Up to 7,500 black pages per bottle'],
      description: 'Refill-friendly ink tank printer with mobile printing from the Brother app.',
    },
    {
      name: 'Brother HL-L2375DW Mono Laser Printer',
      brand: 'Brother',
      price: 12950,
      stock: 6,
      features: ['Automatic duplex printing', 'Up to 34 ppm', 'Wi-Fi, Ethernet and USB'],
      description: 'Fast monochrome laser printer for busy offices and billing counters.',
    },
    {
      name: 'HP LaserJet Pro M404dn',
      brand: 'HP',
      price: 21500,
      stock: 4,
      features: [
        'Monochrome laser, up to 38 ppm',
        'Automatic duplex printing',
        'Gigabit Ethernet',
        'HP JetIntelligence toner',
      ],
      description: 'Workgroup laser printer with strong security features for shared office printing.',
      images: 2,
    },
    {
      name: 'HP Smart Tank 580 All-in-One Printer',
      brand: 'HP',
      price: 9890,
      sale: 8990,
      stock: 13,
      features: ['Print, scan and copy', 'Wi-Fi and Bluetooth', 'Up to 6,000 black pages per bottle'],
      description: 'Spill-free refill ink tank printer with easy setup from the HP Smart app.',
    },
  ],
  'Office Supplies': [
    {
      name: 'Deli A4 Copy Paper 70gsm, 500 Sheets',
      brand: 'Deli',
      price: 245,
      stock: 200,
      features: ['A4 size, 70gsm', '500 sheets per ream', 'For laser and ink tank printers'],
      description: 'Smooth everyday copy paper for printing and photocopying.',
    },
    {
      name: 'Hard Copy Bond Paper A4 80gsm, 500 Sheets',
      brand: 'Hard Copy',
      price: 289,
      sale: 265,
      stock: 150,
      features: ['A4 size, 80gsm', '500 sheets per ream', 'Bright white finish'],
      description: 'Thicker premium bond paper for reports, proposals and contracts.',
      images: 2,
    },
    {
      name: 'Faber-Castell Textliner 38 Highlighter, Set of 4',
      brand: 'Faber-Castell',
      price: 169,
      stock: 80,
      features: [
        'Yellow, green, pink and orange',
        'Chisel tip 1 to 5 mm',
        'Ink does not smear on most printouts',
      ],
      description: 'Bright highlighters for marking up documents and study notes.',
    },
    {
      name: 'Faber-Castell 1423 Ballpoint Pen Black, Box of 10',
      brand: 'Faber-Castell',
      price: 95,
      stock: 120,
      features: ['0.7 mm tip', 'Smooth-flowing ink', 'Ergonomic triangular grip'],
      description: 'A classic office ballpen, sold by the box.',
    },
    {
      name: 'Faber-Castell Permanent Marker Broad Black, Box of 12',
      brand: 'Faber-Castell',
      price: 336,
      stock: 40,
      features: ['Broad bullet tip', 'Waterproof, quick-drying ink', 'Writes on boxes, plastic and metal'],
      description: 'Permanent markers for labelling shipments, files and storage boxes.',
    },
    {
      name: 'Pilot G-2 Gel Pen 0.7mm Blue, Pack of 12',
      brand: 'Pilot',
      price: 720,
      sale: 648,
      stock: 35,
      features: ['Retractable, 0.7 mm', 'Rubber grip', 'Refillable'],
      description: 'Popular retractable gel pens with smooth, fast-drying ink.',
    },
    {
      name: 'Deli E0414 Heavy Duty Stapler',
      brand: 'Deli',
      price: 385,
      stock: 30,
      features: ['Staples up to 100 sheets', 'Uses 23/6 to 23/13 staples', 'Metal body'],
      description: 'Heavy-duty stapler for thick reports and bound documents.',
    },
    {
      name: 'Deli 0102 Two-Hole Puncher',
      brand: 'Deli',
      price: 520,
      stock: 0,
      features: ['Punches up to 30 sheets', 'Paper guide', 'Non-slip base'],
      description: 'Sturdy hole punch for filing in folders and ring binders.',
    },
    {
      name: 'MAX No. 10 Staples, Box of 20',
      brand: 'MAX',
      price: 180,
      stock: 60,
      features: ['1,000 staples per small box', '20 small boxes', 'Fits standard No. 10 staplers'],
      description: 'Standard staple wire for everyday office staplers.',
    },
    {
      name: 'Casio MX-12B Desktop Calculator',
      brand: 'Casio',
      price: 595,
      stock: 25,
      features: ['12-digit display', 'Solar and battery power', 'Tax and percentage keys'],
      description: 'Compact desktop calculator for the cashier and accounting desk.',
    },
    {
      name: 'Deli Sticky Notes 76x76mm, 12 Pads',
      brand: 'Deli',
      price: 210,
      stock: 45,
      features: ['100 sheets per pad', 'Repositionable adhesive', 'Assorted colours'],
      description: 'Sticky notes for reminders, tasks and quick messages.',
    },
    {
      name: 'Epson 003 Ink Bottle Set (Black, Cyan, Magenta, Yellow)',
      brand: 'Epson',
      price: 1180,
      sale: 1099,
      stock: 50,
      features: [
        'Genuine Epson ink',
        'For L1110, L3110, L3210, L3250 and L5290',
        'Key-lock bottles for spill-free refills',
      ],
      description: 'A full set of genuine ink bottles for Epson EcoTank printers.',
    },
    {
      name: 'Brother TN-2380 Black Toner Cartridge',
      brand: 'Brother',
      price: 4350,
      stock: 8,
      features: ['Up to 2,600 pages', 'For HL-L2365DW, HL-L2375DW and DCP-L2540DW'],
      description: 'High-yield genuine toner for Brother mono laser printers.',
    },
    {
      name: 'HP 76A Black Original LaserJet Toner Cartridge',
      brand: 'HP',
      price: 6450,
      stock: 5,
      hidden: true,
      features: ['Up to 3,000 pages', 'For HP LaserJet Pro M404 and MFP M428'],
      description: 'Genuine HP toner for sharp, consistent laser printing.',
    },
  ],
  'Audio Parts and Accessories': [
    {
      name: 'JBL Tune 520BT Wireless On-Ear Headphones',
      brand: 'JBL',
      price: 2999,
      sale: 2499,
      stock: 22,
      features: [
        'JBL Pure Bass sound',
        'Up to 57 hours of battery',
        'Bluetooth 5.3 multipoint',
        'Built-in microphone',
      ],
      description: 'Lightweight wireless headphones with long battery life for work calls and music.',
      images: 3,
    },
    {
      name: 'JBL Flip 6 Portable Bluetooth Speaker',
      kind: 'speaker',
      brand: 'JBL',
      price: 6999,
      stock: 9,
      features: ['IP67 waterproof and dustproof', 'Up to 12 hours of playtime', 'PartyBoost pairing'],
      description: 'Rugged portable speaker with bold sound for events and outings.',
    },
    {
      name: 'JBL Go 3 Portable Speaker',
      kind: 'speaker',
      brand: 'JBL',
      price: 2199,
      stock: 0,
      features: ['IP67 waterproof', 'Up to 5 hours of playtime', 'Integrated loop'],
      description: 'A pocket-size speaker with surprisingly big JBL sound.',
    },
    {
      name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
      brand: 'Sony',
      price: 19999,
      sale: 17999,
      stock: 4,
      features: [
        'Industry-leading noise cancellation',
        'Up to 30 hours of battery',
        'Eight microphones for clear calls',
      ],
      description: 'Premium noise-cancelling headphones for travel, open offices and focused work.',
      images: 2,
    },
    {
      name: 'Sony WH-CH520 Wireless Headphones',
      brand: 'Sony',
      price: 2999,
      stock: 15,
      features: ['Up to 50 hours of battery', 'Quick charge', 'Adjustable sound with the Sony app'],
      description: 'Comfortable everyday wireless headphones with long battery life.',
    },
    {
      name: 'Sony MDR-ZX110 Wired Headphones',
      brand: 'Sony',
      price: 799,
      stock: 30,
      features: ['30 mm drivers', 'Folding design', '3.5 mm plug'],
      description: 'Simple, reliable wired headphones for computers and media players.',
    },
    {
      name: 'Logitech H390 USB Computer Headset',
      brand: 'Logitech',
      price: 1795,
      stock: 28,
      features: ['Noise-cancelling microphone', 'In-line volume and mute controls', 'USB-A plug and play'],
      description: 'The call-centre favourite: a comfortable USB headset for Zoom, Teams and softphones.',
      images: 2,
    },
    {
      name: 'Logitech H111 Stereo Headset',
      brand: 'Logitech',
      price: 595,
      stock: 40,
      features: ['Single 3.5 mm plug', 'Rotating microphone boom', 'Adjustable headband'],
      description: 'Affordable stereo headset for online classes and video calls.',
    },
    {
      name: 'Jabra Evolve2 30 USB-C Stereo Headset',
      brand: 'Jabra',
      price: 4950,
      stock: 7,
      features: ['Two-microphone call technology', 'Busylight', 'Certified for Microsoft Teams'],
      description: 'Professional headset for hybrid workers with clear calls in noisy places.',
    },
    {
      name: 'Edifier R1280T Powered Bookshelf Speakers',
      kind: 'speaker',
      brand: 'Edifier',
      price: 5990,
      stock: 5,
      features: ['42 W RMS total', 'Two RCA inputs', 'Remote control'],
      description: 'Warm, room-filling sound for conference rooms and desktops.',
    },
    {
      name: 'Sony SRS-XB100 Portable Wireless Speaker',
      kind: 'speaker',
      brand: 'Sony',
      price: 3499,
      stock: 11,
      features: ['IP67 waterproof and dustproof', 'Up to 16 hours of battery', 'Strap included'],
      description: 'A compact speaker with EXTRA BASS sound that goes anywhere.',
    },
    {
      name: 'Ugreen 3.5mm to 2RCA Audio Cable 1.5m',
      brand: 'Ugreen',
      price: 249,
      stock: 60,
      features: ['Gold-plated connectors', 'Braided cable', '1.5 m length'],
      description: 'Connects phones and laptops to amplifiers and powered speakers.',
    },
  ],
  'Telecommunication Supplies': [
    {
      name: 'Yealink SIP-T31P IP Phone',
      brand: 'Yealink',
      price: 3950,
      stock: 24,
      features: ['2 SIP lines', 'PoE support', 'HD voice', '2.3" graphical LCD'],
      description: 'Entry-level IP phone for offices moving to VoIP.',
      images: 2,
    },
    {
      name: 'Yealink SIP-T43U IP Phone',
      brand: 'Yealink',
      price: 7850,
      sale: 7450,
      stock: 10,
      features: ['12 SIP lines', '3.7" backlit display', 'Dual USB ports', 'Gigabit Ethernet with PoE'],
      description: 'Mid-range business IP phone for managers and receptionists.',
      images: 3,
    },
    {
      name: 'Yealink W73P DECT IP Phone',
      brand: 'Yealink',
      price: 8950,
      stock: 6,
      features: ['Cordless DECT handset and base', 'Up to 10 SIP accounts', '35 hours talk time'],
      description: 'Cordless IP phone for staff who move around the warehouse or shop floor.',
    },
    {
      name: 'Grandstream GXP1625 IP Phone',
      brand: 'Grandstream',
      price: 3450,
      stock: 15,
      features: ['2 lines, 2 SIP accounts', 'PoE', 'HD audio'],
      description: 'Affordable, easy-to-provision IP phone for small offices.',
    },
    {
      name: 'Cisco IP Phone 7821',
      brand: 'Cisco',
      price: 9800,
      stock: 3,
      hidden: true,
      features: ['2 lines', 'Backlit display', 'Wideband audio', 'PoE'],
      description: 'Enterprise IP phone for Cisco call control platforms.',
    },
    {
      name: 'Panasonic KX-TS500 Corded Telephone',
      brand: 'Panasonic',
      price: 1250,
      stock: 30,
      features: ['Wall mountable', 'Redial and flash', 'Ringer volume control'],
      description: 'Durable basic corded phone for homes, front desks and hotel rooms.',
    },
    {
      name: 'Panasonic KX-TS880 Corded Phone with Speakerphone',
      brand: 'Panasonic',
      price: 2450,
      stock: 12,
      features: ['Backlit LCD with caller ID', 'Full-duplex speakerphone', '2-line support'],
      description: 'Feature-rich corded phone for busy offices.',
    },
    {
      name: 'Panasonic KX-TGC350 Cordless Phone',
      brand: 'Panasonic',
      price: 2890,
      stock: 0,
      features: ['DECT 6.0', 'Caller ID and call block', 'Up to 6 handsets'],
      description: 'Cordless home and office phone with clear DECT sound.',
    },
    {
      name: 'Panasonic KX-TES824 Analog PBX System',
      brand: 'Panasonic',
      price: 24500,
      stock: 2,
      features: [
        '3 CO lines, 8 extensions (expandable)',
        'Caller ID on extensions',
        'Built-in voice message',
      ],
      description: 'Analog PBX for small businesses that share a few phone lines across many desks.',
    },
    {
      name: 'Yealink YHS36 Wired Headset',
      brand: 'Yealink',
      price: 1650,
      stock: 18,
      features: ['RJ9 connector for Yealink phones', 'Noise-cancelling microphone', 'Lightweight headband'],
      description: 'Hands-free headset for receptionists and call handling on Yealink desk phones.',
    },
  ],
  'Computer Accessories': [
    {
      name: 'Logitech MK270 Wireless Keyboard and Mouse Combo',
      brand: 'Logitech',
      price: 1595,
      sale: 1395,
      stock: 35,
      features: [
        '2.4 GHz wireless, one USB receiver',
        'Up to 24 months keyboard battery',
        'Spill-resistant keyboard',
      ],
      description: 'The reliable wireless desk set for offices and homes.',
      images: 2,
    },
    {
      name: 'Logitech M331 Silent Plus Wireless Mouse',
      brand: 'Logitech',
      price: 895,
      stock: 40,
      features: ['90% less click noise', 'Up to 24 months battery', 'Right-handed contoured shape'],
      description: 'A quiet wireless mouse for libraries, shared offices and late nights.',
    },
    {
      name: 'Logitech K380 Multi-Device Bluetooth Keyboard',
      brand: 'Logitech',
      price: 1995,
      stock: 12,
      features: ['Connects to 3 devices', 'Easy-Switch keys', 'Compact, round keys'],
      description: 'Type on a laptop, tablet and phone with one compact keyboard.',
    },
    {
      name: 'Logitech C920 HD Pro Webcam',
      brand: 'Logitech',
      price: 4295,
      stock: 9,
      features: ['Full HD 1080p video calls', 'Dual stereo microphones', 'Auto light correction'],
      description: 'Crisp video for meetings, online classes and streaming.',
      images: 2,
    },
    {
      name: 'Logitech MX Master 3S Performance Wireless Mouse',
      brand: 'Logitech',
      price: 5995,
      stock: 5,
      features: ['8K DPI sensor', 'Quiet clicks', 'MagSpeed scroll wheel', 'USB-C quick charging'],
      description: 'An advanced ergonomic mouse for designers, developers and power users.',
    },
    {
      name: 'Dell KM3322W Wireless Keyboard and Mouse',
      brand: 'Dell',
      price: 1450,
      stock: 20,
      features: ['2.4 GHz wireless', 'Spill-resistant keyboard', 'Ambidextrous mouse'],
      description: 'Simple wireless keyboard and mouse set for Dell desktops and any PC.',
    },
    {
      name: 'HP X200 Wireless Mouse',
      brand: 'HP',
      price: 450,
      stock: 50,
      features: ['2.4 GHz wireless', '1,600 DPI', 'Up to 18 months battery'],
      description: 'An everyday wireless mouse at a friendly price.',
    },
    {
      name: 'Kingston DataTraveler Exodia 64GB USB 3.2 Flash Drive',
      brand: 'Kingston',
      price: 320,
      stock: 75,
      features: ['USB 3.2 Gen 1', 'Protective cap and key loop', '64GB capacity'],
      description: 'A handy flash drive for files, presentations and backups.',
    },
    {
      name: 'Seagate One Touch 1TB Portable Hard Drive',
      brand: 'Seagate',
      price: 3450,
      stock: 10,
      features: ['1TB capacity', 'USB 3.0', 'Password protection', 'Fabric finish'],
      description: 'Portable external drive for backups of office files and photos.',
    },
    {
      name: 'Samsung T7 Portable SSD 1TB',
      brand: 'Samsung',
      price: 6950,
      sale: 6450,
      stock: 6,
      features: ['Up to 1,050 MB/s', 'USB 3.2 Gen 2, USB-C', 'Shock resistant aluminium body'],
      description: 'Fast, pocket-size external SSD for video editors and travelling professionals.',
    },
    {
      name: 'APC Back-UPS BX650LI-MS 650VA',
      brand: 'APC',
      price: 3950,
      stock: 14,
      features: ['650VA / 325W', 'Automatic voltage regulation', '4 universal outlets'],
      description: 'Protects desktops and routers from brownouts and power surges.',
    },
    {
      name: 'TP-Link UH400 4-Port USB 3.0 Hub',
      brand: 'TP-Link',
      price: 795,
      stock: 22,
      features: ['4 USB 3.0 ports', 'Up to 5 Gbps', 'Plug and play'],
      description: 'Adds USB ports to laptops for printers, drives and peripherals.',
    },
    {
      name: 'ASUS TUF Gaming M3 Mouse',
      brand: 'ASUS',
      price: 1295,
      stock: 0,
      features: ['7,000 DPI optical sensor', 'Aura Sync RGB', 'Durable coating'],
      description: 'Lightweight wired gaming mouse built to last.',
    },
  ],
  Networking: [
    {
      name: 'TP-Link Archer C6 AC1200 Wi-Fi Router',
      brand: 'TP-Link',
      price: 1999,
      sale: 1799,
      stock: 26,
      features: ['Dual-band AC1200', 'MU-MIMO', '4 external antennas', 'Gigabit ports'],
      description: 'Fast dual-band router for homes and small offices with fibre internet.',
      images: 3,
    },
    {
      name: 'TP-Link Deco M4 Mesh Wi-Fi System (3-Pack)',
      brand: 'TP-Link',
      price: 6499,
      stock: 8,
      features: ['Covers up to 370 square metres', 'Seamless roaming', 'Easy setup with the Deco app'],
      description: 'Whole-home mesh Wi-Fi that removes dead zones in multi-storey buildings.',
    },
    {
      name: 'TP-Link TL-SG1008D 8-Port Gigabit Switch',
      brand: 'TP-Link',
      price: 1095,
      stock: 30,
      features: ['8 Gigabit ports', 'Plug and play', 'Energy-efficient'],
      description: 'Simple unmanaged switch to connect PCs, printers and IP phones.',
    },
    {
      name: 'TP-Link EAP225 Ceiling Mount Access Point',
      brand: 'TP-Link',
      price: 3495,
      stock: 12,
      features: ['AC1350 dual-band', 'PoE powered', 'Omada centralised management'],
      description: 'Business access point for offices, cafes and classrooms.',
    },
    {
      name: 'Cisco CBS110-16T 16-Port Gigabit Switch',
      brand: 'Cisco',
      price: 8900,
      stock: 5,
      features: ['16 Gigabit ports', 'Unmanaged, plug and play', 'Rack mountable'],
      description: 'Reliable business switch for growing office networks.',
    },
    {
      name: 'Ubiquiti UniFi U6 Lite Access Point',
      brand: 'Ubiquiti',
      price: 7450,
      stock: 0,
      features: ['Wi-Fi 6 dual-band', 'PoE powered', 'Managed from the UniFi app'],
      description: 'Compact Wi-Fi 6 access point for modern offices.',
    },
    {
      name: 'D-Link DIR-825 AC1200 Router',
      brand: 'D-Link',
      price: 1795,
      stock: 9,
      features: ['Dual-band AC1200', 'Gigabit ports', '4 antennas'],
      description: 'Affordable dual-band router for home and small office connections.',
    },
    {
      name: 'Belden Cat6 UTP Cable, 305m Box',
      brand: 'Belden',
      price: 7800,
      stock: 4,
      features: ['Cat6 U/UTP, 23 AWG solid copper', '305 m pull box', 'Supports Gigabit Ethernet'],
      description: 'Structured cabling for office network installations.',
    },
  ],
};

/**
 * Products in creation order, oldest first. Categories are interleaved so that the newest few (the home
 * page's "Latest Products") show a mix rather than one category.
 */
export const DEMO_PRODUCTS: DemoProduct[] = (() => {
  const queues = Object.entries(rows).map(([category, list]) => list.map((row) => ({ category, row })));
  const ordered: { category: string; row: Row }[] = [];
  for (let round = 0; queues.some((queue) => round < queue.length); round++) {
    for (const queue of queues) if (queue[round]) ordered.push(queue[round]!);
  }
  return ordered.reverse().map(({ category, row }) => ({
    name: row.name,
    category,
    brand: row.brand,
    price: peso(row.price),
    discountedPrice: row.sale === undefined ? null : peso(row.sale),
    stock: row.stock,
    keyFeatures: row.features.join('\n'),
    description: row.description,
    hidden: row.hidden ?? false,
    laptop: row.laptop ?? null,
    images: row.images ?? 1,
    kind: row.kind ?? null,
  }));
})();
