import type { BodyType } from './reference';

// New-car catalogue of the Vietnamese market: brand → model → version with the listed retail
// price in VND (giá niêm yết, VAT included, before registration fees), as published by the
// distributors around 2024–2025. Prices are rounded the way dealers quote them.

export interface CarVersionSeed {
  name: string;
  price: number;
}

export interface CarModelSeed {
  name: string;
  bodyType: BodyType;
  versions: readonly CarVersionSeed[];
}

export interface CarBrandSeed {
  brand: string;
  topSearch: boolean;
  models: readonly CarModelSeed[];
}

type VersionRow = readonly [name: string, price: number];

const model = (name: string, bodyType: BodyType, rows: readonly VersionRow[]): CarModelSeed => ({
  name,
  bodyType,
  versions: rows.map(([versionName, price]) => ({ name: versionName, price })),
});

export const carCatalogue: readonly CarBrandSeed[] = [
  {
    brand: 'Toyota',
    topSearch: true,
    models: [
      model('Vios', 'Sedan', [
        ['Vios 1.5E MT', 458_000_000],
        ['Vios 1.5E CVT', 488_000_000],
        ['Vios 1.5G CVT', 545_000_000],
      ]),
      model('Corolla Cross', 'Crossover (CUV)', [
        ['Corolla Cross 1.8G', 755_000_000],
        ['Corolla Cross 1.8V', 860_000_000],
        ['Corolla Cross 1.8HEV', 955_000_000],
      ]),
      model('Yaris Cross', 'Crossover (CUV)', [
        ['Yaris Cross 1.5 D-CVT', 650_000_000],
        ['Yaris Cross HEV', 765_000_000],
      ]),
      model('Fortuner', 'SUV', [
        ['Fortuner 2.4AT 4x2', 1_055_000_000],
        ['Fortuner Legender 2.4AT 4x2', 1_185_000_000],
        ['Fortuner 2.8AT 4x4', 1_350_000_000],
        ['Fortuner Legender 2.8AT 4x4', 1_470_000_000],
      ]),
      model('Innova Cross', 'MPV', [
        ['Innova Cross 2.0G', 810_000_000],
        ['Innova Cross 2.0HEV', 990_000_000],
      ]),
      model('Veloz Cross', 'MPV', [
        ['Veloz Cross CVT', 638_000_000],
        ['Veloz Cross CVT Top', 660_000_000],
      ]),
      model('Avanza Premio', 'MPV', [
        ['Avanza Premio MT', 558_000_000],
        ['Avanza Premio CVT', 598_000_000],
      ]),
      model('Camry', 'Sedan', [
        ['Camry 2.0Q', 1_220_000_000],
        ['Camry 2.5HEV MID', 1_460_000_000],
        ['Camry 2.5HEV TOP', 1_530_000_000],
      ]),
      model('Hilux', 'Bán tải (Pickup)', [
        ['Hilux 2.4L 4x2 AT', 705_000_000],
        ['Hilux 2.8L 4x4 AT Adventure', 999_000_000],
      ]),
      model('Raize', 'Crossover (CUV)', [['Raize 1.0 Turbo CVT', 498_000_000]]),
    ],
  },
  {
    brand: 'Hyundai',
    topSearch: true,
    models: [
      model('Grand i10', 'Hatchback', [
        ['Grand i10 1.2 MT Tiêu chuẩn', 360_000_000],
        ['Grand i10 1.2 AT Tiêu chuẩn', 405_000_000],
        ['Grand i10 1.2 AT', 435_000_000],
      ]),
      model('Accent', 'Sedan', [
        ['Accent 1.5 MT', 439_000_000],
        ['Accent 1.5 AT', 489_000_000],
        ['Accent 1.5 AT Đặc biệt', 529_000_000],
        ['Accent 1.5 AT Cao cấp', 569_000_000],
      ]),
      model('Creta', 'Crossover (CUV)', [
        ['Creta 1.5 Tiêu chuẩn', 599_000_000],
        ['Creta 1.5 Đặc biệt', 659_000_000],
        ['Creta 1.5 Cao cấp', 705_000_000],
      ]),
      model('Venue', 'Crossover (CUV)', [
        ['Venue 1.0 T-GDi Tiêu chuẩn', 539_000_000],
        ['Venue 1.0 T-GDi Đặc biệt', 579_000_000],
      ]),
      model('Tucson', 'Crossover (CUV)', [
        ['Tucson 2.0 Xăng Tiêu chuẩn', 769_000_000],
        ['Tucson 2.0 Xăng Đặc biệt', 859_000_000],
        ['Tucson 2.0 Dầu Đặc biệt', 979_000_000],
        ['Tucson 1.6 T-GDi Đặc biệt', 989_000_000],
      ]),
      model('Santa Fe', 'SUV', [
        ['Santa Fe 2.5 Exclusive', 1_069_000_000],
        ['Santa Fe 2.5 Prestige', 1_265_000_000],
        ['Santa Fe 2.5 Calligraphy 6 chỗ', 1_315_000_000],
        ['Santa Fe 2.5 Turbo Calligraphy', 1_365_000_000],
      ]),
      model('Stargazer X', 'MPV', [
        ['Stargazer X 1.5 AT', 489_000_000],
        ['Stargazer X 1.5 AT Cao cấp', 559_000_000],
      ]),
      model('Custin', 'MPV', [
        ['Custin 1.5T Tiêu chuẩn', 820_000_000],
        ['Custin 1.5T Đặc biệt', 899_000_000],
        ['Custin 2.0T Cao cấp', 974_000_000],
      ]),
    ],
  },
  {
    brand: 'Kia',
    topSearch: true,
    models: [
      model('Morning', 'Hatchback', [
        ['Morning MT', 349_000_000],
        ['Morning AT', 389_000_000],
        ['Morning GT-Line', 424_000_000],
      ]),
      model('K3', 'Sedan', [
        ['K3 1.6 Luxury', 584_000_000],
        ['K3 1.6 Premium', 609_000_000],
        ['K3 2.0 Premium', 639_000_000],
        ['K3 1.6 Turbo GT', 734_000_000],
      ]),
      model('Sonet', 'Crossover (CUV)', [
        ['Sonet 1.5 Deluxe', 539_000_000],
        ['Sonet 1.5 Luxury', 579_000_000],
        ['Sonet 1.5 Premium', 624_000_000],
      ]),
      model('Seltos', 'Crossover (CUV)', [
        ['Seltos 1.5 AT', 599_000_000],
        ['Seltos 1.5 Luxury', 659_000_000],
        ['Seltos 1.5 Turbo Premium', 719_000_000],
        ['Seltos 1.5 Turbo GT-Line', 799_000_000],
      ]),
      model('Sportage', 'Crossover (CUV)', [
        ['Sportage 2.0G Premium', 799_000_000],
        ['Sportage 2.0D Signature X-Line', 1_009_000_000],
        ['Sportage 1.6T Signature AWD', 1_039_000_000],
      ]),
      model('Carens', 'MPV', [
        ['Carens 1.5G IVT', 619_000_000],
        ['Carens 1.5D Luxury', 679_000_000],
        ['Carens 1.4T Signature', 759_000_000],
      ]),
      model('Carnival', 'MPV', [
        ['Carnival 2.2D Luxury 8 ghế', 1_299_000_000],
        ['Carnival 2.2D Premium 7 ghế', 1_459_000_000],
        ['Carnival 3.5G Signature 7 ghế', 1_759_000_000],
      ]),
    ],
  },
  {
    brand: 'Mazda',
    topSearch: true,
    models: [
      model('Mazda2', 'Sedan', [
        ['Mazda2 1.5 AT', 418_000_000],
        ['Mazda2 1.5 Luxury', 469_000_000],
        ['Mazda2 1.5 Premium', 518_000_000],
      ]),
      model('Mazda3', 'Sedan', [
        ['Mazda3 1.5 Deluxe', 579_000_000],
        ['Mazda3 1.5 Luxury', 619_000_000],
        ['Mazda3 1.5 Premium', 719_000_000],
      ]),
      model('CX-3', 'Crossover (CUV)', [
        ['CX-3 1.5 AT', 524_000_000],
        ['CX-3 1.5 Luxury', 574_000_000],
        ['CX-3 1.5 Premium', 604_000_000],
      ]),
      model('CX-5', 'Crossover (CUV)', [
        ['CX-5 2.0 Deluxe', 749_000_000],
        ['CX-5 2.0 Luxury', 789_000_000],
        ['CX-5 2.0 Premium', 829_000_000],
        ['CX-5 2.5 Signature Exclusive', 979_000_000],
      ]),
      model('CX-8', 'SUV', [
        ['CX-8 2.5 Luxury', 949_000_000],
        ['CX-8 2.5 Premium', 1_019_000_000],
        ['CX-8 2.5 Premium AWD', 1_109_000_000],
      ]),
      model('BT-50', 'Bán tải (Pickup)', [
        ['BT-50 1.9 MT 4x2', 554_000_000],
        ['BT-50 1.9 AT 4x2', 604_000_000],
        ['BT-50 1.9 AT 4x4 Premium', 809_000_000],
      ]),
    ],
  },
  {
    brand: 'Honda',
    topSearch: true,
    models: [
      model('City', 'Sedan', [
        ['City 1.5G', 499_000_000],
        ['City 1.5L', 539_000_000],
        ['City 1.5RS', 569_000_000],
      ]),
      model('Civic', 'Sedan', [
        ['Civic 1.5G', 789_000_000],
        ['Civic 1.5RS', 889_000_000],
        ['Civic e:HEV RS', 999_000_000],
      ]),
      model('HR-V', 'Crossover (CUV)', [
        ['HR-V 1.5G', 699_000_000],
        ['HR-V 1.5L', 750_000_000],
        ['HR-V e:HEV RS', 871_000_000],
      ]),
      model('CR-V', 'Crossover (CUV)', [
        ['CR-V 1.5G', 1_109_000_000],
        ['CR-V 1.5L', 1_159_000_000],
        ['CR-V e:HEV RS', 1_259_000_000],
        ['CR-V 1.5L AWD', 1_310_000_000],
      ]),
      model('BR-V', 'MPV', [
        ['BR-V 1.5G', 629_000_000],
        ['BR-V 1.5L', 705_000_000],
      ]),
      model('Accord', 'Sedan', [['Accord 1.5 Turbo', 1_319_000_000]]),
    ],
  },
  {
    brand: 'Mitsubishi',
    topSearch: true,
    models: [
      model('Attrage', 'Sedan', [
        ['Attrage 1.2 MT', 380_000_000],
        ['Attrage 1.2 CVT', 465_000_000],
        ['Attrage 1.2 CVT Premium', 490_000_000],
      ]),
      model('Xpander', 'MPV', [
        ['Xpander 1.5 MT', 560_000_000],
        ['Xpander 1.5 AT Eco', 598_000_000],
        ['Xpander 1.5 AT Premium', 658_000_000],
        ['Xpander Cross 1.5 AT', 698_000_000],
      ]),
      model('Xforce', 'Crossover (CUV)', [
        ['Xforce GLX', 599_000_000],
        ['Xforce Exceed', 640_000_000],
        ['Xforce Premium', 680_000_000],
        ['Xforce Ultimate', 705_000_000],
      ]),
      model('Outlander', 'Crossover (CUV)', [
        ['Outlander 2.0 CVT', 825_000_000],
        ['Outlander 2.0 CVT Premium', 950_000_000],
      ]),
      model('Triton', 'Bán tải (Pickup)', [
        ['Triton 2WD AT GLX', 655_000_000],
        ['Triton 2WD AT Premium', 782_000_000],
        ['Triton 4WD AT Athlete', 924_000_000],
      ]),
      model('Pajero Sport', 'SUV', [
        ['Pajero Sport 2.4D 4x2 AT', 1_130_000_000],
        ['Pajero Sport 2.4D 4x4 AT', 1_365_000_000],
      ]),
    ],
  },
  {
    brand: 'Ford',
    topSearch: true,
    models: [
      model('Ranger', 'Bán tải (Pickup)', [
        ['Ranger XL 2.0L 4x4 MT', 669_000_000],
        ['Ranger XLS 2.0L 4x2 AT', 707_000_000],
        ['Ranger Sport 2.0L 4x4 AT', 864_000_000],
        ['Ranger Wildtrak 2.0L 4x4 AT', 979_000_000],
        ['Ranger Raptor 2.0L 4x4 AT', 1_299_000_000],
      ]),
      model('Everest', 'SUV', [
        ['Everest Ambiente 2.0L 4x2 AT', 1_099_000_000],
        ['Everest Sport 2.0L 4x2 AT', 1_178_000_000],
        ['Everest Titanium 2.0L 4x2 AT', 1_299_000_000],
        ['Everest Titanium+ 2.0L 4x4 AT', 1_468_000_000],
        ['Everest Platinum 2.0L 4x4 AT', 1_545_000_000],
      ]),
      model('Territory', 'Crossover (CUV)', [
        ['Territory Trend 1.5 EcoBoost', 799_000_000],
        ['Territory Titanium 1.5 EcoBoost', 889_000_000],
        ['Territory Titanium X 1.5 EcoBoost', 929_000_000],
      ]),
      model('Transit', 'Van', [
        ['Transit Trend', 905_000_000],
        ['Transit Premium', 999_000_000],
        ['Transit Premium+', 1_087_000_000],
      ]),
      model('Explorer', 'SUV', [['Explorer Limited 2.3L EcoBoost', 2_099_000_000]]),
    ],
  },
  {
    brand: 'VinFast',
    topSearch: true,
    models: [
      model('VF 3', 'Crossover (CUV)', [
        ['VF 3 Thuê pin', 240_000_000],
        ['VF 3 Kèm pin', 322_000_000],
      ]),
      model('VF 5', 'Crossover (CUV)', [
        ['VF 5 Plus Thuê pin', 458_000_000],
        ['VF 5 Plus Kèm pin', 529_000_000],
      ]),
      model('VF 6', 'Crossover (CUV)', [
        ['VF 6 Eco', 689_000_000],
        ['VF 6 Plus', 749_000_000],
      ]),
      model('VF 7', 'Crossover (CUV)', [
        ['VF 7 Eco', 799_000_000],
        ['VF 7 Plus', 949_000_000],
        ['VF 7 Plus Trần kính toàn cảnh', 969_000_000],
      ]),
      model('VF 8', 'SUV', [
        ['VF 8 Eco', 1_019_000_000],
        ['VF 8 Plus', 1_199_000_000],
      ]),
      model('VF 9', 'SUV', [
        ['VF 9 Eco', 1_499_000_000],
        ['VF 9 Plus', 1_699_000_000],
      ]),
    ],
  },
  {
    brand: 'Suzuki',
    topSearch: false,
    models: [
      model('Swift', 'Hatchback', [
        ['Swift GL 1.2 CVT', 529_000_000],
        ['Swift GLX 1.2 CVT', 568_000_000],
      ]),
      model('Ciaz', 'Sedan', [['Ciaz 1.4 AT', 535_000_000]]),
      model('Ertiga', 'MPV', [
        ['Ertiga Hybrid 1.5 MT', 539_000_000],
        ['Ertiga Hybrid 1.5 AT', 609_000_000],
      ]),
      model('XL7', 'MPV', [
        ['XL7 1.5 AT', 599_000_000],
        ['XL7 Hybrid 1.5 AT', 629_000_000],
      ]),
      model('Jimny', 'SUV', [['Jimny 1.5 AT 4WD', 789_000_000]]),
    ],
  },
  {
    brand: 'Nissan',
    topSearch: false,
    models: [
      model('Almera', 'Sedan', [
        ['Almera 1.0 Turbo MT', 489_000_000],
        ['Almera 1.0 Turbo CVT EL', 529_000_000],
        ['Almera 1.0 Turbo CVT VL', 569_000_000],
      ]),
      model('Kicks', 'Crossover (CUV)', [
        ['Kicks e-POWER E', 789_000_000],
        ['Kicks e-POWER V', 858_000_000],
      ]),
      model('Navara', 'Bán tải (Pickup)', [
        ['Navara EL 2.3 4x2 AT', 685_000_000],
        ['Navara VL 2.3 4x4 AT', 895_000_000],
        ['Navara PRO4X 2.3 4x4 AT', 945_000_000],
      ]),
      model('Terra', 'SUV', [
        ['Terra E 2.5 AT 2WD', 899_000_000],
        ['Terra VL 2.5 AT 4WD', 1_098_000_000],
      ]),
    ],
  },
  {
    brand: 'Mercedes-Benz',
    topSearch: true,
    models: [
      model('C-Class', 'Sedan', [
        ['C 200 Avantgarde', 1_599_000_000],
        ['C 200 Avantgarde Plus', 1_759_000_000],
        ['C 300 AMG', 2_099_000_000],
      ]),
      model('E-Class', 'Sedan', [
        ['E 180', 2_159_000_000],
        ['E 200 Avantgarde', 2_499_000_000],
        ['E 300 AMG', 3_209_000_000],
      ]),
      model('S-Class', 'Sedan', [
        ['S 450 4MATIC', 5_039_000_000],
        ['S 450 4MATIC Luxury', 5_559_000_000],
      ]),
      model('GLC', 'SUV', [
        ['GLC 200 4MATIC', 2_299_000_000],
        ['GLC 300 4MATIC', 2_799_000_000],
      ]),
      model('GLE', 'SUV', [
        ['GLE 450 4MATIC', 4_439_000_000],
        ['GLE 53 4MATIC+ Coupé', 5_759_000_000],
      ]),
    ],
  },
  {
    brand: 'BMW',
    topSearch: false,
    models: [
      model('3 Series', 'Sedan', [
        ['320i Sport Line', 1_529_000_000],
        ['320i M Sport', 1_699_000_000],
        ['330i M Sport', 1_899_000_000],
      ]),
      model('5 Series', 'Sedan', [
        ['520i Luxury', 2_199_000_000],
        ['520i M Sport', 2_499_000_000],
      ]),
      model('X3', 'SUV', [
        ['X3 sDrive20i', 1_799_000_000],
        ['X3 xDrive30i M Sport', 2_269_000_000],
      ]),
      model('X5', 'SUV', [
        ['X5 xDrive40i xLine', 4_039_000_000],
        ['X5 xDrive40i M Sport', 4_339_000_000],
      ]),
      model('4 Series Convertible', 'Convertible', [['430i Convertible M Sport', 3_299_000_000]]),
    ],
  },
  {
    brand: 'Lexus',
    topSearch: false,
    models: [
      model('ES', 'Sedan', [
        ['ES 250', 2_620_000_000],
        ['ES 300h', 3_140_000_000],
      ]),
      model('NX', 'Crossover (CUV)', [
        ['NX 350 F Sport', 3_130_000_000],
        ['NX 350h', 3_420_000_000],
      ]),
      model('RX', 'SUV', [
        ['RX 350 Premium', 3_430_000_000],
        ['RX 350 Luxury', 4_330_000_000],
        ['RX 500h F Sport Performance', 4_940_000_000],
      ]),
      model('LX', 'SUV', [
        ['LX 600 Urban', 8_500_000_000],
        ['LX 600 VIP', 9_950_000_000],
      ]),
    ],
  },
  {
    brand: 'Peugeot',
    topSearch: false,
    models: [
      model('2008', 'Crossover (CUV)', [
        ['2008 Active', 739_000_000],
        ['2008 GT Line', 839_000_000],
      ]),
      model('3008', 'Crossover (CUV)', [
        ['3008 Allure', 979_000_000],
        ['3008 GT', 1_149_000_000],
      ]),
      model('408', 'Crossover (CUV)', [
        ['408 Allure', 999_000_000],
        ['408 Premium', 1_094_000_000],
        ['408 GT', 1_289_000_000],
      ]),
      model('5008', 'SUV', [
        ['5008 Allure', 1_139_000_000],
        ['5008 GT', 1_249_000_000],
      ]),
    ],
  },
  {
    brand: 'Isuzu',
    topSearch: false,
    models: [
      model('D-Max', 'Bán tải (Pickup)', [
        ['D-Max Prestige 1.9 4x2 MT', 650_000_000],
        ['D-Max Prestige 1.9 4x2 AT', 710_000_000],
        ['D-Max Type Z 1.9 4x4 AT', 880_000_000],
      ]),
      model('mu-X', 'SUV', [
        ['mu-X B7 1.9 4x2 MT', 900_000_000],
        ['mu-X B7 Plus 1.9 4x2 AT', 990_000_000],
        ['mu-X Premium 1.9 4x4 AT', 1_190_000_000],
      ]),
    ],
  },
  {
    brand: 'Subaru',
    topSearch: false,
    models: [
      model('Forester', 'Crossover (CUV)', [
        ['Forester 2.0i-L', 969_000_000],
        ['Forester 2.0i-L EyeSight', 1_099_000_000],
        ['Forester 2.0i-S EyeSight', 1_199_000_000],
      ]),
      model('Crosstrek', 'Crossover (CUV)', [
        ['Crosstrek 2.0i-S EyeSight', 1_098_000_000],
        ['Crosstrek 2.0 e-Boxer', 1_268_000_000],
      ]),
      model('Outback', 'Wagon', [['Outback 2.5i-T EyeSight', 1_969_000_000]]),
      model('BRZ', 'Coupe', [['BRZ 2.4 AT', 1_799_000_000]]),
    ],
  },
  {
    brand: 'Volkswagen',
    topSearch: false,
    models: [
      model('Virtus', 'Sedan', [
        ['Virtus Elegance 1.0 TSI', 949_000_000],
        ['Virtus Luxury 1.5 TSI', 1_069_000_000],
      ]),
      model('T-Cross', 'Crossover (CUV)', [
        ['T-Cross Elegance 1.0 TSI', 1_099_000_000],
        ['T-Cross Luxury 1.0 TSI', 1_199_000_000],
      ]),
      model('Tiguan', 'SUV', [
        ['Tiguan Elegance 2.0 TSI', 1_699_000_000],
        ['Tiguan Platinum 2.0 TSI', 1_999_000_000],
      ]),
      model('Teramont', 'SUV', [['Teramont 2.0 TSI 4MOTION', 2_349_000_000]]),
      model('Viloran', 'MPV', [
        ['Viloran Premium 2.0 TSI', 1_989_000_000],
        ['Viloran Luxury 2.0 TSI', 2_188_000_000],
      ]),
    ],
  },
  {
    brand: 'MG',
    topSearch: false,
    models: [
      model('MG5', 'Sedan', [
        ['MG5 1.5 MT', 399_000_000],
        ['MG5 1.5 STD', 465_000_000],
        ['MG5 1.5 LUX', 523_000_000],
      ]),
      model('ZS', 'Crossover (CUV)', [
        ['ZS 1.5 STD+', 518_000_000],
        ['ZS 1.5 COM+', 569_000_000],
        ['ZS 1.5 LUX+', 619_000_000],
      ]),
      model('HS', 'Crossover (CUV)', [
        ['HS 1.5T COM', 699_000_000],
        ['HS 1.5T LUX', 799_000_000],
        ['HS 2.0T Trophy', 939_000_000],
      ]),
      model('RX5', 'Crossover (CUV)', [
        ['RX5 1.5T STD', 739_000_000],
        ['RX5 1.5T LUX', 829_000_000],
      ]),
    ],
  },
  {
    brand: 'BYD',
    topSearch: false,
    models: [
      model('Dolphin', 'Hatchback', [['Dolphin Premium', 659_000_000]]),
      model('Atto 3', 'Crossover (CUV)', [
        ['Atto 3 Dynamic', 766_000_000],
        ['Atto 3 Premium', 886_000_000],
      ]),
      model('Seal', 'Sedan', [
        ['Seal Premium', 1_119_000_000],
        ['Seal Performance AWD', 1_359_000_000],
      ]),
    ],
  },
];
