import { describe, expect, it } from 'vitest';
import { extractProperty } from './builtin-extractor.ts';
import { isFirmName, isJobTitle, spellsName } from './find-contact.ts';

const contactOf = (lines: string[]) => extractProperty({ text: lines.join('\n') }).RealtorContact;

describe('the agent contact block', () => {
  it('reads a title ending in the role ("Home Sales Consultant") as a title, never a name or a firm', () => {
    expect(isJobTitle('Home Sales Consultant')).toBe(true);
    expect(isJobTitle('Global Real Estate Advisor')).toBe(true);
    expect(isJobTitle('Broker / Ranch Specialist')).toBe(true);
    expect(isJobTitle('Northgate Realty Advisors')).toBe(false);
    const c = contactOf([
      'Price: $84,900',
      '',
      'Nora Quill | Maple Court Home Sales',
      'Home Sales Consultant | cell 352-555-0147 | nora@maplecourt.example.com',
    ]);
    expect(c.Name).toBe('Nora Quill');
    expect(c.Phone).toBe('(352) 555-0147');
  });

  it("takes the name the agent's email spells when the card set it apart from the phone, or a place was read instead", () => {
    const c = contactOf([
      'BAYLINE Waterfront Realty | Buy Sell Floating Homes | About | (415) 555-0100',
      '',
      '400 Tideflat Landing, Berth C-22 | $1,285,000',
      'Sausalito, CA 94965',
      '',
      'About this floating home',
      'Set on a quiet outer finger of the harbor, this two-story floating home looks west across open water toward the hills.',
      '',
      'Lorena Vance',
      'LV | Listing Agent Bayline Waterfront Realty',
      '',
      '(415) 555-0162',
      'lorena@baylinewaterfront.example.com',
      'Your name',
    ]);
    expect(c.Name).toBe('Lorena Vance');
    expect(c.Phone).toBe('(415) 555-0162');
    const d = contactOf([
      '1406 Kilnworks Lane, Unit 12',
      'Chattanooga, TN 37405',
      '',
      'Base Price | $412,900',
      '',
      'Nearby | Coolidge Park, Main Street Market, UTC campus',
      '',
      'SALES CONSULTANT',
      'Darnell Whitcomb | Northgate Row Builders',
      'Sales center: 1390 Kilnworks Lane, Chattanooga, TN 37405',
      'Sales Consultant',
      '',
      '423.555.0158 | dwhitcomb@northgaterow.example.com | Prices and options subject to change without notice.',
    ]);
    expect(d.Name).toBe('Darnell Whitcomb');
  });

  it("takes no spaced-out heading beside the agent's heading for a name", () => {
    const c = contactOf([
      '18 Saddle Hollow Road, Far Hills, NJ 07931 | $7,950,000',
      '',
      'L I S T I N G A G E N T | C O - L I S T I N G A G E N T',
      'Celeste Marchand | Owen Pryce',
      'Ridgeview Fine Estates | Northgate Country Properties',
      'M (908) 555-0114 | M (973) 555-0182',
      'cmarchand@ridgeviewfine.example.com | owen@northgatecountry.example.com',
    ]);
    expect(c.Name).toBe('Celeste Marchand');
  });

  it("takes no sheet's title or building's name under a lead-in for the agent", () => {
    const c = contactOf([
      'LISTED BY',
      '',
      'SPECIFICATION SHEET | OFFERED AT',
      'Juniper Row Residences · Residence 3 | $829,000',
      '4127 W 33rd Avenue, Unit 3 · Denver, CO 80212',
      '',
      'Bedrooms | 3 | Bathrooms | 3.5',
      '',
      'Talia Brandt-Moreno',
      'Broker Associate',
      '',
      'Direct (303) 555-0144',
      'tbm@juniperrow.example.com',
    ]);
    expect(c.Name).toBe('Talia Brandt-Moreno');
  });

  it("takes no broker's title for the firm", () => {
    const c = contactOf([
      '12 Magnolia Lane, Greenville, SC 29601 | $415,000',
      '',
      'PREPARED BY',
      'Whitney Caldera',
      'Broker / REALTOR(R)',
      '(919) 555-0147',
      'whitney@oakcityhearth.example.com',
      '',
      'Oak City Hearth Realty',
    ]);
    expect(c.AgencyName).toBe('Oak City Hearth Realty');
    const d = contactOf([
      '12 Magnolia Lane, Greenville, SC 29601 | $415,000',
      '',
      'Grant Ellison, Broker-in-Charge | (864) 555-0190 | grant@upstatemagnolia.example.com',
      'Upstate Magnolia Realty',
    ]);
    expect(d.AgencyName).toBe('Upstate Magnolia Realty');
  });

  it("passes over the host of another home's open house for the author's own card", () => {
    const c = contactOf([
      '88 Dogwood Ridge Road, Black Mountain, NC 28711 | $489,000',
      '',
      'Thanks to everyone who came out on Sunday for the open house on Dogwood Ridge.',
      '',
      'MORE OPEN HOUSES',
      '',
      'Sat 11-1',
      '15 Chestnut Knoll Drive, Swannanoa',
      '$612,000 · 4 bd · 3 ba',
      'Hosted by Wendell Ashby',
      '',
      'About the author',
      'Priya Raman, Broker, Laurel Gap Realty',
      '☎ (828) 555-0162 · ✉ priya@laurelgap.example.com',
    ]);
    expect(c.Name).toBe('Priya Raman');
    expect(c.Phone).toBe('(828) 555-0162');
  });

  it('reads the name above its title, even wrapped on a narrow card, before a place or a mark', () => {
    expect(
      contactOf(['Price: $725,000', '', 'Tessa Lindqvist', 'REALTOR® | Coral Harbor', '', '813.555.0164'])
        .Name,
    ).toBe('Tessa Lindqvist');
    expect(
      contactOf([
        'Price: $3,400',
        '',
        'Adaeze',
        'Okafor-Ruiz',
        'Licensed Real Estate Salesperson',
        '',
        'T: 718-555-0142',
      ]).Name,
    ).toBe('Adaeze Okafor-Ruiz');
  });

  it("never takes a team's signature for the agent", () => {
    const c = contactOf([
      'Price: $319,900',
      '',
      'Your Palm Hollow Team',
      'Rosalind Vega, Listing Agent',
      'Cell (623) 555-0145',
      'Omar Pike, Community Specialist',
      'Cell (623) 555-0168',
    ]);
    expect(c.Name).toBe('Rosalind Vega');
    expect(c.Phone).toBe('(623) 555-0145');
  });

  it('reads the listing agent, not the buyer specialist or the agent added "with" the card', () => {
    const c = contactOf([
      'Price: $524,900',
      '',
      'Wren Castillo',
      'REALTOR®',
      '',
      '(615) 555-0129',
      'wren@elmhome.example.com',
      '',
      'Elm Home Group',
      '',
      'with Dara Quinn, Buyer Specialist, 615-555-0130',
    ]);
    expect(c.Name).toBe('Wren Castillo');
    const team = contactOf([
      'Price: $510,000',
      '',
      'Silas Brandt | REALTOR® | M: (417) 555-0181 silas@lakeside.example.com',
      "Mina Brandt | Buyer's Agent | M: (417) 555-0186 mina@lakeside.example.com",
    ]);
    expect(team.Name).toBe('Silas Brandt');
    expect(team.Phone).toBe('(417) 555-0181');
  });

  it("reads the firm of the letterhead, not its department line, and the agent's own number", () => {
    const c = contactOf([
      'Bayside Harbor Properties | 1030 Shore Blvd, Port Ellis, SC 29464',
      'Residential Brokerage · Est. 1994 | (843) 555-0111 · baysideharbor.example.com',
      '',
      'Price: $549,500',
      '',
      'Wynne Calder',
      'Cell (843) 555-0154',
      'wynne@baysideharbor.example.com',
    ]);
    expect(c.AgencyName).toBe('Bayside Harbor Properties');
    expect(c.Name).toBe('Wynne Calder');
    expect(c.Phone).toBe('(843) 555-0154');
  });

  it("never takes the town of an office's address for the agent", () => {
    const c = contactOf([
      'Price: $400,000',
      '',
      'Contact',
      'Alder Point Realty | 22 Quay St, Harbor Springs, MI 49740 | (231) 555-0100',
      'Fenna Ross',
    ]);
    expect(c.Name).toBe('Fenna Ross');
  });

  it("cuts the office's street off the firm and prefers the firm printed with its address to a team", () => {
    expect(
      contactOf([
        'Price: $284,000',
        '',
        'Cell 856-555-0127 kit@pinecone.example.com Pinecone Realty Group 210 Ridge Pike, Berlin, NJ 08009',
      ]).AgencyName,
    ).toBe('Pinecone Realty Group');
    expect(
      contactOf([
        'Price: $11,500,000',
        '',
        'Presented by | Garrett Lund | Amaya Sol',
        'The Shoreline Group | Broker-Salesman | Salesperson',
        '775-555-0133 | 775-555-0149',
        'Summit Crest Luxury Properties | 907 Tahoe Boulevard, Incline Village, NV 89451',
      ]).AgencyName,
    ).toBe('Summit Crest Luxury Properties');
  });

  it('reads a firm as firms are written: capitalised, with a word of its own, no licence statement', () => {
    expect(isFirmName('Residential Brokerage')).toBe(false);
    expect(isFirmName('Showings through management')).toBe(false);
    expect(isFirmName('State Real Estate Agency licensed brokerage #200409112')).toBe(false);
    expect(isFirmName('Eastside Lone Star Leasing')).toBe(true);
    expect(isFirmName('Sunrise Vale Community Sales')).toBe(true);
    expect(isFirmName('Lakeshore Income Realty')).toBe(true);
  });

  it('reads the firm set alone below the card, and the name under "Schedule a showing"', () => {
    const c = contactOf([
      'Price: $689,000',
      '',
      'Mira Solis',
      'Broker Associate',
      '',
      '630-555-0184',
      'mira@oakmeadow.example.com',
      '',
      'Oak Meadow Realty',
    ]);
    expect(c.AgencyName).toBe('Oak Meadow Realty');
    expect(
      contactOf([
        '$2,295 /month',
        '',
        'SCHEDULE A SHOWING',
        'Corin Hale',
        'FEATURES',
        'Fenced yard | (859) 555-0164',
        'Equal Housing Opportunity',
      ]).Name,
    ).toBe('Corin Hale');
  });

  it('reads the names right of a "Presented by" label as names, not as a column under it', () => {
    const c = contactOf([
      'Price: $6,850,000',
      '',
      'Presented by | Celeste Marr | Julian Hale',
      'The Marr Hale Team | Global Real Estate Advisor | Global Real Estate Advisor',
      'm. 203.555.0116 | m. 203.555.0128',
      'Harborview Fine Homes · 150 Main Avenue, Greenwich, CT 06830 · o. 203.555.0190',
    ]);
    expect(c.Name).toBe('Celeste Marr');
    expect(c.AgencyName).toBe('Harborview Fine Homes');
  });

  it("reads a labelled firm without its address, a name without the invitation's last word, and the listing firm before a buyer's agent's", () => {
    const labelled = contactOf([
      'Price: $500,000',
      '',
      'Brokerage: Acme Realty, 12 Main St, Springfield, IL 62701',
      'Agent: Jane Doe',
    ]);
    expect(labelled.AgencyName).toBe('Acme Realty');
    expect(contactOf(['Price: $500,000', '', 'Call Jane Doe today! 555-333-4444']).Name).toBe('Jane Doe');
    const c = contactOf([
      'Price: $500,000',
      '',
      "Buyer's agent: Bob Roe, Beta Realty, 12 Main St, Springfield",
      '',
      'Jane Doe | 555-333-4444',
      'Acme Realty',
    ]);
    expect(c.Name).toBe('Jane Doe');
    expect(c.AgencyName).toBe('Acme Realty');
  });

  it('reads a commercial card: the name without its designations over its title, under "For leasing information, contact:"', () => {
    const c = contactOf([
      'Lease rate: $24.00/SF/yr',
      '',
      'For leasing information, contact:',
      'Jane Doe, SIOR, CCIM',
      'Executive Vice President',
      '+1 555 333 4444',
      'jane.doe@acme.example.com',
      '',
      'Bob Roe',
      'Associate',
      '+1 555 777 8888',
    ]);
    expect(c.Name).toBe('Jane Doe');
    expect(c.Phone).toBe('(555) 333-4444');
    const caps = contactOf([
      'Price: $500,000',
      '',
      'JANE DOE, CCIM',
      'Principal | Acme Capital Partners',
      'D 555.333.4444 | O 555.111.2222',
    ]);
    expect(caps.Name).toBe('Jane Doe');
    expect(caps.AgencyName).toBe('Acme Capital Partners');
  });

  it('reads the labelled cell number before the labelled office number', () => {
    const c = contactOf(['Price: $500,000', '', 'Office: 555-111-2222', 'Jane Doe', 'Cell: 555-333-4444']);
    expect(c.Phone).toBe('(555) 333-4444');
  });

  it("reads the card titled as listing the home before a manager's card above it", () => {
    const c = contactOf([
      'Price: $500,000',
      '',
      'Tom Fox | Property Manager | 555-999-0000',
      'Jane Doe | Listing Agent | 555-333-4444',
    ]);
    expect(c.Name).toBe('Jane Doe');
    expect(c.Phone).toBe('(555) 333-4444');
  });

  it("never takes the lender's card for the agent's, and reads the first of two agents named together", () => {
    const c = contactOf([
      'Price: $500,000',
      '',
      'Tom Fox, NMLS #12345',
      'Harbor Mortgage | 555-999-0000',
      '',
      'Jane Doe',
      'Acme Realty',
      '555-333-4444',
    ]);
    expect(c).toMatchObject({ Name: 'Jane Doe', Phone: '(555) 333-4444', AgencyName: 'Acme Realty' });
    const pair = contactOf([
      'Price: $500,000',
      '',
      'Jane Doe & John Roe',
      'The Doe Roe Group | Keller Williams Realty',
      '555-333-4444',
    ]);
    expect(pair).toMatchObject({ Name: 'Jane Doe', AgencyName: 'Keller Williams Realty' });
  });

  it("reads the agent's own line before an office, toll-free or fax number on the card", () => {
    expect(
      contactOf([
        'Price: $500,000',
        '',
        'Jane Doe, Broker',
        'Acme Realty',
        'Fax 555-111-9999',
        '555-333-4444',
      ]).Phone,
    ).toBe('(555) 333-4444');
    expect(
      contactOf(['Price: $500,000', '', 'Jane Doe', 'Toll free 800-555-2222', 'Cell 555-333-4444']).Phone,
    ).toBe('(555) 333-4444');
    expect(
      contactOf(['Price: $500,000', '', 'Jane Doe', 'Vice President', 'T 555-111-2222  M 555-333-4444'])
        .Phone,
    ).toBe('(555) 333-4444');
  });

  it("reads the agent's own address before the firm's shared mailbox", () => {
    const c = contactOf([
      'Price: $500,000',
      '',
      'Acme Realty | info@acme.example.com | 555-111-2222',
      'Jane Doe | jane@acme.example.com | Cell 555-333-4444',
    ]);
    expect(c.Email).toBe('jane@acme.example.com');
    expect(contactOf(['Price: $500,000', '', 'Call 555-333-4444 | leasing@acme.example.com']).Email).toBe(
      'leasing@acme.example.com',
    );
  });

  it('reads a brokerage brand that holds no firm word, even one shaped like a name, as the firm', () => {
    expect(isFirmName('Howard Hanna')).toBe(true);
    expect(isFirmName('Windermere')).toBe(true);
    const c = contactOf(['Price: $500,000', '', 'Jane Doe', 'William Raveis', '555-333-4444']);
    expect(c).toMatchObject({ Name: 'Jane Doe', AgencyName: 'William Raveis' });
  });

  it('reads the contact headed as the agent on a row of contacts, with the firm and email in its place', () => {
    const c = contactOf([
      'Rent: $3,200/mo',
      '',
      'YOUR MOVE COORDINATOR | Ada Blume | LEASING AGENT | Omar Castile',
      'Move Consultant, Acme Mobility Group | Leasing Agent, Harbor Town Rentals',
      'Direct 555-222-3333',
      '555-999-0000 | ablume@acmemobility.example.com | omar@harbortown.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Omar Castile',
      Email: 'omar@harbortown.example.com',
      AgencyName: 'Harbor Town Rentals',
    });
  });

  it("takes the agent's number from a row of the cards' numbers, in the agent's place", () => {
    const c = contactOf([
      'Price: $689,000',
      '',
      'VACATION RENTAL MANAGER | Marco Delacruz | LISTED BY | Yvette Kalani',
      'Alpine Hollow Rentals | Pinecrest Mountain Real Estate',
      '(909) 555-0161 | (909) 555-0143',
      'marco@alpinehollow.example.com | yvette@pinecrestmtn.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Yvette Kalani',
      Phone: '(909) 555-0143',
      Email: 'yvette@pinecrestmtn.example.com',
    });
  });

  it('reads the firm a packet is sent in care of without the "c/o"', () => {
    const c = contactOf([
      'RIDGELINE PLAZA | Landlord: Ridgeline Plaza Partners LLC',
      'c/o Tallgrass Commercial Realty, 155 N Market St, Suite 900, Wichita, KS 67202',
      'Commercial Lease Application Packet | Main office (316) 555-0100',
      '',
      'Rent: $2,450/mo',
      '',
      'Leasing agent',
      'Harriet Vandermeer',
      'Tallgrass Commercial Realty · (316) 555-0145',
      'hvandermeer@tallgrasscre.example.com',
    ]);
    expect(c.AgencyName).toBe('Tallgrass Commercial Realty');
  });

  it("passes over a title company's contact headed inside a column of facts", () => {
    const c = contactOf([
      'HARBOR TITLE GROUP',
      '1131 N Cass Street, Unit 402 | SOLD | $356,000',
      'List price | $349,900',
      'Days on market | 6',
      'Your Harbor Title contact',
      'Marcus Oyelowo, Business Development. (414) 555-0188 |',
      'marcus@harbortitlegroup.example.com. 700 N Water Street, Suite 1200',
      '',
      'Represented the seller | Closing handled by Harbor Title Group,',
      'Priya Venkataraman-Hale | escrow officer Renata Kowalczyk.',
      'Lakefront Lofts Realty',
      '(414) 555-0129',
      'priya@lakefrontlofts.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Priya Venkataraman-Hale',
      Phone: '(414) 555-0129',
      Email: 'priya@lakefrontlofts.example.com',
    });
  });

  it("passes over the reader's own agent on a buyer's page that names the listing's agent", () => {
    const itinerary = [
      'LANTERN KEY BUYER REALTY | Your agent: Tova Lindqvist',
      '(813) 555-0186 · tova@lanternkeybuyers.example.com',
      '',
      'STOP 2 · FOR SALE',
      '1820 Bayshore Lantern Way, Unit 1207 | $529,000',
      'Tampa, FL 33606',
      '',
      'Listing agent',
      'Beatriz Soares-Kemp',
      'Gulfwater Realty Collective',
      '(813) 555-0128',
      'beatriz@gulfwaterrc.example.com',
    ];
    expect(contactOf(itinerary)).toMatchObject({
      Name: 'Beatriz Soares-Kemp',
      Email: 'beatriz@gulfwaterrc.example.com',
      AgencyName: 'Gulfwater Realty Collective',
    });
    // (With no listing agent named, "Your agent" is the page's agent.)
    expect(contactOf(itinerary.slice(0, 6))).toMatchObject({
      Name: 'Tova Lindqvist',
      Email: 'tova@lanternkeybuyers.example.com',
    });
  });

  it("reads the address that spells the agent's name, not an attorney's printed above it", () => {
    expect(spellsName('jdoe@acme.example.com', 'Jane Doe')).toBe(true);
    expect(spellsName('info@acme.example.com', 'Jane Doe')).toBe(false);
    const c = contactOf([
      'Price: $400,000',
      '',
      'ATTORNEY FOR THE ESTATE | Paul Marsh, Esq.',
      '555-111-0000 | pmarsh@marshlaw.example.com',
      '',
      'LISTING AGENT | Jane Doe',
      '555-333-4444 | jane@acmerealty.example.com',
      'Acme Realty',
    ]);
    expect(c).toMatchObject({ Name: 'Jane Doe', Email: 'jane@acmerealty.example.com' });
  });

  it("reads the firm without the state and number of its licence ('FL Lic. BK123', 'Ohio Lic. SAL.2019')", () => {
    expect(
      contactOf(['Price: $400,000', '', 'Jane Doe', '555-333-4444', 'Acme Realty FL Lic. BK3412275'])
        .AgencyName,
    ).toBe('Acme Realty');
    expect(
      contactOf(['Price: $400,000', '', 'Jane Doe', '555-333-4444', 'Acme Realty Ohio Lic. SAL.2019004771'])
        .AgencyName,
    ).toBe('Acme Realty');
  });

  it("reads neither a loan servicer as the agent nor a company's suffix ('Inc.') as the firm", () => {
    const c = contactOf([
      'Price: $180,000',
      '',
      'Acme REO Group | 555-111-2222',
      'Jane Doe | ASSET MANAGER',
      'Broker Associate | Northgate Loan Servicing, Inc.',
      'Cell 555-333-4444 | jane@acmereo.example.com',
    ]);
    expect(c.Name).toBe('Jane Doe');
    expect(c.AgencyName).not.toBe('Inc.');
    expect(
      contactOf(['Sold Price | $439,500', 'List Price | $449,900', '', 'Jane Doe', 'Cell 555-333-4444']).Name,
    ).toBe('Jane Doe');
  });

  it("joins a firm's name wrapped in the last column of cards set side by side", () => {
    const c = contactOf([
      'Price: $2,400,000',
      '',
      'Jane Doe | John Roe | Blue Ridge Mountain',
      'Co-Listing Agent | Co-Listing Agent | Realty',
      '555.333.4444 | 555.333.5555 | 11 Main Street, Big Sky, MT',
      'jane@blueridge.example.com | john@blueridge.example.com | 59716',
    ]);
    expect(c).toMatchObject({ Name: 'Jane Doe', AgencyName: 'Blue Ridge Mountain Realty' });
  });

  it("reads the firm whose name the email's domain spells leaving out a common word ('Property')", () => {
    const c = contactOf([
      'Price: $95,000',
      '',
      'Jane Doe · Dispositions Manager',
      'Call/Text (555) 333-4444 · jane@harborwholesale.example.com',
      '',
      'Harbor Property Wholesale is an investment company and holds an equitable interest in this property.',
    ]);
    expect(c.AgencyName).toBe('Harbor Property Wholesale');
    expect(contactOf(['Price: $95,000', '', 'Lot Size | 0.31 acre', '', 'Cell 555-333-4444']).Name).not.toBe(
      'Lot Size',
    );
  });

  it("reads the page's full firm name, set beside its office address, that the email's domain spells", () => {
    const c = contactOf([
      'Blue Ridge Alpine Realty · 22010 US Hwy 6, Keystone, CO 80435',
      '',
      'Price: $1,900,000',
      '',
      '• Broker Associate',
      '• M 555.333.4444 jane@blueridgealpine.example.com',
      '',
      '• Alpine Realty',
      '• 22010 US Hwy 6, Keystone, CO 80435',
    ]);
    expect(c.AgencyName).toBe('Blue Ridge Alpine Realty');
  });

  it("takes the agent beside an assistant, with the agent's own number from the agent's column", () => {
    const c = contactOf([
      '8 Foxglove Court | $879,000',
      '',
      'QUESTIONS / SHOWINGS',
      'Marcus Oyelaran | Sofia Ramos, Licensed Assistant',
      'Managing Broker | 312-555-0187',
      '312-555-0186 | sofia@lakefront.example.com',
      'marcus@lakefront.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Marcus Oyelaran',
      Phone: '(312) 555-0186',
      Email: 'marcus@lakefront.example.com',
    });
  });

  it("reads a name run into the firm's under a heading in spaced capitals, and the firm out of the fine print", () => {
    const c = contactOf([
      '$1,100,000',
      '',
      'E X C L U S I V E A G E N T',
      'Tomasz Wierzbicki Spuyten Realty Group',
      '',
      'M 917.555.0193',
      'tomasz@spuytenrealty.example.com',
      '',
      'Listing SRG-11873. Spuyten Realty Group, 5660 Riverdale Avenue, Bronx, NY 10471, 718-555-0100.',
    ]);
    expect(c).toMatchObject({
      Name: 'Tomasz Wierzbicki',
      Phone: '(917) 555-0193',
      AgencyName: 'Spuyten Realty Group',
    });
  });

  it("takes the agent over a co-branded lender's loan officer, and the agent's number over the lender's", () => {
    const c = contactOf([
      '2719 Alder Mews | $565,000',
      '',
      'Trent Alvarado | Call or text (303) 555-0128',
      'Front Range Urban Homes | trent@frontrangeurban.example.com',
      '',
      'Keisha Lindqvist',
      'Branch Manager | NMLS 1650942',
      '',
      'Summit Peak Home Loans',
      '',
      'Direct: (303) 555-0191',
      'keisha@summitpeakloans.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Trent Alvarado',
      Phone: '(303) 555-0128',
      Email: 'trent@frontrangeurban.example.com',
    });
  });

  it('reads a firm named after a place as the firm, not a person run into it', () => {
    const c = contactOf([
      '$189,000',
      '',
      'Questions about this cottage? | Annie Castellano',
      'Community Sales (828) 555-0133 · annie@juniperhollow.example.com',
      'Listed by Blue Ridge Cottage Realty',
    ]);
    expect(c.Name).not.toBe('Blue Ridge');
  });

  it('takes the open house\'s host over the visitors signed in, and the firm without a heading\'s "About"', () => {
    const c = contactOf([
      '2741 Larkspur Lane | $589,000',
      '',
      'Name | Phone',
      '',
      'Margaret Lindqvist | 541-555-0171',
      '',
      'Devon & Asha Pruitt | 541-555-0119',
      '',
      'Email | Working with an agent?',
      '',
      'mlindqvist@mail.example.com | No',
      '',
      'apruitt@example.com | Yes - Tom Reyes, Cascade Realty',
      '',
      'YOUR HOST TODAY',
      'Noreen Halvorsen | 1190 Willamette St, Suite 3, Eugene, OR 97401',
      'Ridgeline Realty Group',
      '541-555-0149 | noreen@ridgelinerealty.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Noreen Halvorsen',
      Phone: '(541) 555-0149',
      Email: 'noreen@ridgelinerealty.example.com',
      AgencyName: 'Ridgeline Realty Group',
    });
    expect(
      contactOf(['$1,895,000', '', 'About Saltmeadow Realty Group', 'Maren Holt | (360) 555-0122'])
        .AgencyName,
    ).toBe('Saltmeadow Realty Group');
  });

  it('takes the agent marked the primary contact of a team, whose title names its fields with commas', () => {
    const c = contactOf([
      '4 Ridge Road, Hammondsport, NY 14840 | $2,450,000',
      '',
      'Presented by Crooked Lake Land & Vineyard Brokers | 28 Shethar Street, Hammondsport, NY 14840',
      '',
      'Daniel Okafor (primary contact)',
      'Farm, Vineyard & Waterfront Specialist',
      'Cell (607) 555-0121',
      'daniel.okafor@crookedlakeland.example.com',
      '',
      'Margaret Lindell',
      'Farm & Vineyard Specialist',
      'Cell (607) 555-0166',
      'margaret.lindell@crookedlakeland.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Daniel Okafor',
      Phone: '(607) 555-0121',
      Email: 'daniel.okafor@crookedlakeland.example.com',
    });
  });

  it("takes the agent, not the short sale's negotiator set beside the agent's card, with the number on the agent's email line", () => {
    const c = contactOf([
      '4410 W Saguaro Vista Drive, Tucson, AZ 85745 | $389,000',
      '',
      'Lucia Ferrante | Short sale negotiation:',
      'Certified Short Sale & Pre-Foreclosure Specialist (CSPS) | Brent Oyelaran',
      'Saguaro Point Realty | ClearPath Negotiation Services',
      '(480) 555-0188',
      '• (480) 555-0162 | lucia@saguaropoint.example.com',
      'brent@clearpathneg.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Lucia Ferrante',
      Phone: '(480) 555-0162',
      Email: 'lucia@saguaropoint.example.com',
      AgencyName: 'Saguaro Point Realty',
    });
  });

  it("reads a table's headings ('Brokerage | Interest | Feedback') as no labelled firm", () => {
    const c = contactOf([
      '1926 Sagebrush Lane, Boise, ID 83709 | $569,000',
      '',
      'Brokerage | Interest | Feedback',
      'Basin Ridge Realty | Medium | Loved the yard; buyers felt the carpet needs replacing.',
      '',
      'Respectfully,',
      'Harlan Voss',
      'Associate Broker | Foothill & Main Realty',
      'Cell (208) 555-0152 | harlan@foothillmain.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Harlan Voss', AgencyName: 'Foothill & Main Realty' });
  });

  it("reads the name after 'Questions? Talk to', but not a team's 'Talk to our team'", () => {
    expect(
      contactOf([
        '418 W Fairmount Hollow, State College, PA 16801 | $3,040/mo',
        '',
        'Questions? Talk to Maren Holtby',
        'Keystone Row Rentals | 140 S Allen Yard, State College, PA 16801',
        '(814) 555-0138 | maren@keystonerow.example.com',
      ]).Name,
    ).toBe('Maren Holtby');
    expect(
      contactOf([
        'Residence 609, 700 Seventh Street, Minneapolis, MN 55401 | $429,900',
        '',
        'Talk to our team | Discovery Center',
        'Hannah Berglund | 212 Third Avenue North',
        'Northloop Realty | Minneapolis, MN 55401',
        '(612) 555-0147 | Thu–Mon 11–6',
        'hannah@northlooprealty.example.com | (612) 555-0100',
      ]).Name,
    ).toBe('Hannah Berglund');
  });

  it("takes the listing agent over a housing program's labelled contact block", () => {
    const c = contactOf([
      '88 Tern Way, Unit 2B, Falmouth, MA 02540 | Maximum resale price $238,400',
      '',
      'Listed by',
      'Colin Abernathy',
      'Sandpiper Lane Realty',
      '(508) 555-0149',
      'colin@sandpiperlane.example.com',
      '',
      'PROGRAM CONTACT',
      'Organization | Upper Cape Homeownership Partnership',
      'Contact | Priscilla Gagne, Resale Coordinator',
      'Phone | (508) 555-0176',
      'Email | resales@uppercapehp.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Colin Abernathy',
      Phone: '(508) 555-0149',
      Email: 'colin@sandpiperlane.example.com',
      AgencyName: 'Sandpiper Lane Realty',
    });
  });

  it("reads no agent or firm from a table row's heading set beside the broker's label", () => {
    const c = contactOf([
      '2260 S Ellsworth Road, Mesa, AZ 85209 | $1,950,000',
      '',
      'Demographics',
      '',
      '1 Mile | 3 Miles | 5 Miles',
      '',
      'Households | 3,310 | 24,870 | 58,410',
      '',
      'LISTING BROKER | Avg. Household Income | $124,600 | $112,300 | $98,750',
      'Andre Castellanos | Median Age | 33.8 | 35.1 | 36.4',
      'First Vice President',
      'Sonoran Investment Realty',
      '',
      '(480) 555-0152',
      'andre.castellanos@sonoraninvest.example.com',
      '',
      'Sonoran Investment Realty, LLC · Arizona Broker',
    ]);
    expect(c).toMatchObject({ Name: 'Andre Castellanos', AgencyName: 'Sonoran Investment Realty' });
  });

  it("takes the builder's sales agent over the page sponsor's 'Call ...'", () => {
    const c = contactOf([
      '1418 Larkmoor Way, Knoxville, TN 37934 | $689,900',
      '',
      "BUILDER'S SALES AGENT",
      'Flooring: | 7" white oak engineered hardwood | Meredith Calloway, Ridgeline Realty Group',
      '• (865) 555-0147 | meredith@ridgelinerealty.example.com',
      '',
      'THIS PAGE SPONSORED BY',
      'Foothills Federal Credit Union',
      'New-construction & lot loans from 6.375% APR*',
      '• Call Dana Whitcomb | (865) 555-0190 | foothillsfcu.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Meredith Calloway', Phone: '(865) 555-0147' });
  });

  it("reads no person from a 'Primary Contact' heading set beside the agent's name", () => {
    expect(
      contactOf([
        'Penthouse 31, 400 Park Terrace, New York, NY 10022 | $14,500,000',
        '',
        'Primary Contact | Catherine Vail',
        'Licensed Associate Real Estate Broker',
        '(212) 555-0171 | cvail@parkterrace.example.com',
      ]).Name,
    ).toBe('Catherine Vail');
  });

  it("reads a 'Management' fact with its value beside it as no other party's heading", () => {
    expect(
      contactOf([
        '2185 Laurel Spur Way, Sevierville, TN 37862 | $789,000',
        '',
        'Management | Self-managed; bookings transfer',
        '',
        'Jolene Whitcomb',
        'Investment Cabin Specialist',
        'Ridgeline STR Realty',
        '(865) 555-0114',
        'jolene@ridgelinestr.example.com',
      ]).Name,
    ).toBe('Jolene Whitcomb');
  });

  it("never takes a page's heading ('MARKETING PLAN') beside the agent's card for the agent", () => {
    const c = contactOf([
      'MARKETING PLAN',
      '',
      '1. | Private exclusive for 21 days: shown by appointment to | YOUR LISTING AGENT',
      'pre-approved buyers only',
      'Tobias Merriwether',
      '2. | Printed book of the home and its history for serious buyers | Managing Broker',
      '3. | One-on-one outreach to the agents who sold on the South | 509.555.0184',
      'Hill last year',
      'tobias@bluffandpinehomes.example.com',
      '4. | No signs, no portal listing and no open house during the | Bluff & Pine Homes',
    ]);
    expect(c.Name).toBe('Tobias Merriwether');
  });

  it("reads the firm's name alone: no site menu, no sentence's full stop, no office after a dash", () => {
    const menu = contactOf([
      'Brightgate Home Group | Search Homes | Our Listings | Sell | About',
      '',
      'Marisol Everly',
      'Broker / Owner',
      'Brightgate Home Group',
      '(317) 555-0162',
      'marisol@brightgatehomes.example.com',
    ]);
    expect(menu.AgencyName).toBe('Brightgate Home Group');
    const office = contactOf([
      'Listing Agent: Corinne Delavane | Listing Office: Lanternhill Realty – Westbury Heights',
      'Agent Phone: (516) 555-0147 | corinne@lanternhill.example.com',
    ]);
    expect(office.AgencyName).toBe('Lanternhill Realty');
    const sentence = contactOf([
      'Presented by Dario Quintana, (480) 555-0119, dario@sonorangate.example.com, Sonoran Gate Realty.',
    ]);
    expect(sentence.AgencyName).toBe('Sonoran Gate Realty');
  });

  it("reads the number under the agent's bare label as the agent's, not the office's", () => {
    const c = contactOf([
      'AGENT | 541-555-0124',
      '',
      'Cascade Pines Realty',
      '1150 NW Wall Street',
      'Bend, OR 97703',
      'Office 541-555-0100 | COVER PHOTO',
      '',
      'Rowan Ashdown',
      'rowan@cascadepines.example.com',
    ]);
    expect(c.Phone).toBe('(541) 555-0124');
  });

  it("takes the firm labelled after a person under the broker's label, and the person as the agent", () => {
    const c = contactOf([
      '1840 Sycamore Court | $639,900',
      '',
      'Broker | Renee Castellanos, Managing Broker',
      'Brokerage | Prairie Path Realty',
      'Phone | (630) 555-0139',
    ]);
    expect(c.AgencyName).toBe('Prairie Path Realty');
    expect(c.Name).toBe('Renee Castellanos');
  });

  it('takes the firm the fine print credits with the listing when no card names one', () => {
    const c = contactOf([
      '3120 Larimer Street #4 | $685,000',
      '',
      'Marcus Delgado-Reyes',
      '@milehighmarcus',
      '',
      'P H O N E | 720-555-0117',
      '',
      'Listing courtesy of Ridgeline & Co. Real Estate. Price and availability subject to change.',
    ]);
    expect(c.AgencyName).toBe('Ridgeline & Co. Real Estate');
  });

  it('spells out a first name read as an initial when the page spells it once, and only then', () => {
    const sheet = (note: string) =>
      contactOf([
        '2214 Wrenfield Drive, Ann Arbor, MI 48103 | $624,900',
        '',
        'M. Delacroix-Hill | Arborgate Realty',
        '734-555-0148',
        '',
        note,
      ]);
    expect(sheet('Alarm code from Marcus Delacroix-Hill before the tour.').Name).toBe(
      'Marcus Delacroix-Hill',
    );
    // (Two people of the name on the page: the initial may be either's.)
    expect(sheet('Alarm code from Marcus Delacroix-Hill or Maria Delacroix-Hill before the tour.').Name).toBe(
      'M. Delacroix-Hill',
    );
  });

  it("takes no email set beside a card's broker title for the firm", () => {
    const c = contactOf([
      '27 Laurel Fork Road, Weaverville, NC 28787 | $489,000',
      '',
      'Josephine Tallent | (828) 555-0158',
      'Broker | jo@blueridgehearth.example.com',
      'Blue Ridge Hearth Realty | Figures provided by the seller; buyers should verify independently.',
    ]);
    expect(c.AgencyName).toBe('Blue Ridge Hearth Realty');
    expect(c.Email).toBe('jo@blueridgehearth.example.com');
  });

  it("takes the firm after the agent's name under a broker's label", () => {
    const c = contactOf([
      '4417 NE Going Street, Portland, OR 97211 | $649,000',
      '',
      'Listing broker: | Noor Haddad-Ellison, Willamette Bungalow Realty',
      'noor@wbrealty.example.com',
    ]);
    expect(c.Name).toBe('Noor Haddad-Ellison');
    expect(c.AgencyName).toBe('Willamette Bungalow Realty');
  });

  it('takes the person a line credits with the listing when no card names one', () => {
    const c = contactOf([
      '12 Elm Row | $300,000',
      '',
      'Interior & Exterior | Listed by Marisol Vandergrift',
      '',
      'Heating/Cooling | Forced air gas',
    ]);
    expect(c.Name).toBe('Marisol Vandergrift');
  });

  it("takes no sentence set beside a title that is also a label for the agent's name", () => {
    const c = contactOf([
      '7218 E Sierra Vista Drive | $465,000',
      '',
      'Mateo Villanueva | 480-555-0193',
      'Associate Broker | Figures provided by the seller; buyers should verify independently.',
      'Desert Ridge Realty Partners',
    ]);
    expect(c.Name).toBe('Mateo Villanueva');
  });

  it("takes the agent's own number run into its label over the office's labelled one", () => {
    const c = contactOf([
      '9 Harbor Way | $500,000',
      '',
      'Bram Lowell',
      'Cell 603-555-0117',
      'Office: (603) 555-0100',
      'bram@piscataquaharbor.example.com',
    ]);
    expect(c.Phone).toBe('(603) 555-0117');
  });
  it("joins a firm's name wrapped onto the next line after a title on the agent's line", () => {
    const c = contactOf([
      'About the author',
      '',
      'Lucía Brandt, Listing agent, Sunwake',
      'Properties',
      'Lucía specializes in downtown condos',
      'and has lived three blocks from the bay since 2010.',
      '☎ 727-555-0149 · ✉ lucia@sunwakeproperties.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Lucía Brandt', AgencyName: 'Sunwake Properties' });
  });

  it("reads past a card's avatar initials to the name, in a cell of their own or run into it", () => {
    const c = contactOf([
      'BUSINESS LISTED BY',
      '',
      'HV Hector Villarreal',
      'Certified Business Intermediary',
      'Gulf Coast Business Brokers',
      '',
      '☎ (713) 555-0152',
      'hector@gulfcoastbizbrokers.example.com',
      '',
      'Asking Price | $1,250,000 | Cash Flow | $186,400 | Gross Revenue | $412,900',
    ]);
    expect(c.Name).toBe('Hector Villarreal');
    // (Initials after a label are a code the words spell, not an avatar.)
    const zoned = extractProperty({
      text: ['1200 Commerce Way, Dayton, OH 45402', 'Zoning | GB General Business'].join('\n'),
    });
    expect(zoned.LegalCompliance.ZoningInfo).toBe('GB General Business');
  });

  it("takes the agent from the column headed as the listing broker's, whatever the heading beside it says", () => {
    const c = contactOf([
      '140 Industrial Park Drive, Mocksville, NC 27028',
      '',
      'Contacts',
      '',
      'LISTING BROKER | CONFIDENTIAL PROJECT ASSISTANCE',
      'BH | Brent Haskins | TB | Terrence Boyd',
      'Piedmont Industrial Realty | Director of Business Recruitment, Davie Forward',
      '(336) 555-0171 | (336) 555-0102',
      'brent@piedmontindustrial.example.com | tboyd@davieforward.example.com',
      '',
      'Davie Forward · (800) 555-0132 · davieforward.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Brent Haskins',
      Phone: '(336) 555-0171',
      AgencyName: 'Piedmont Industrial Realty',
    });
  });

  it("leaves the licensing state out of the firm's name when a lower-case licence number follows it", () => {
    const c = contactOf([
      '1650 Wynkoop Street, Unit 4C, Denver, CO 80202',
      '',
      'LISTING AGENT',
      'Ryan Castellano',
      'Mile High Urban Realty CO license FA100082341',
      '(303) 555-0147',
      'ryan@milehighurban.example.com',
    ]);
    expect(c.AgencyName).toBe('Mile High Urban Realty');
  });

  it("takes the agent a page lists or sells in cooperation with over the page's own staff", () => {
    for (const lead of ['LISTED IN COOPERATION WITH', 'SOLD IN COOPERATION WITH']) {
      const c = contactOf([
        '$189,000',
        '',
        lead,
        'Lauren Fitch',
        'Morgan County Realty',
        '(706) 555-0149',
        'lauren@morgancountyrealty.example.com',
        '',
        'QUESTIONS ABOUT THE REVOLVING FUND',
        'Amos Whitley',
        'Revolving Fund Director',
        '',
        '(404) 555-0131',
        'awhitley@galandmarks.example.com',
      ]);
      expect(c).toMatchObject({ Name: 'Lauren Fitch', Phone: '(706) 555-0149' });
    }
  });

  it("takes the agent's number from her signature when the letter names her first, not a coordinator's beside it", () => {
    const c = contactOf([
      'PATAPSCO VALLEY REALTY',
      '8450 Main Street, Ellicott City, MD 21043 | Office (410) 555-0100',
      '',
      'MULTIPLE OFFER NOTIFICATION',
      'From listing agent Rebecca Tanaka-Sloane',
      '',
      'We have received multiple offers on 3917 Rogers Avenue. Please submit your best terms by Monday at 5 pm.',
      '',
      'Thank you and your buyers for your interest.',
      '',
      'Rebecca Tanaka-Sloane | Transaction coordinator: Megan Liu, (410) 555-0108',
      'Patapsco Valley Realty | Showings to date: 38',
      '(410) 555-0152',
      'rebecca@patapscovalleyrealty.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Rebecca Tanaka-Sloane', Phone: '(410) 555-0152' });
  });

  it('reads an event page\'s organizer credited "By" as the agent, and no button\'s word beside the contact label', () => {
    const c = contactOf([
      'Open House: Brick Townhouse with Rooftop Deck',
      'RL | By Rachel Lindstrom | Follow',
      '412 followers',
      '',
      'Organized by',
      '',
      'REALTOR® in Alexandria and Arlington. Open houses most weekends.',
      'Potomac Yard Realty',
      'Call or text (703) 555-0127 · rachel@potomacyardrealty.example.com',
      '',
      'Contact | Follow',
    ]);
    expect(c).toMatchObject({ Name: 'Rachel Lindstrom', Phone: '(703) 555-0127' });
  });

  it('takes the agent an MLS credit names under "LISTING PROVIDED BY", and no house style as a name', () => {
    const c = contactOf([
      '3069 Calumet Street, Columbus, OH 43202 | $409,000',
      '',
      'Style: | Cape Cod | Capital City Homes (614) 555-0188',
      '',
      'YOUR SVCCU LOAN OFFICER | Angela Brunner',
      'abrunner@sciotovalleycu.example.com',
      '',
      'LISTING PROVIDED BY | $409,000 3 bd · 2 ba · 1,602 sq ft',
      'Megan Kowalski, Olentangy Realty Partners',
      '(614) 555-0153 · megan@olentangyrealty.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Megan Kowalski',
      Phone: '(614) 555-0153',
      Email: 'megan@olentangyrealty.example.com',
    });
    // (The firm on the credit's line too, over a partner agent's firm set beside the facts.)
    const credited = contactOf([
      '18 Kendall Street, Worcester, MA 01610 | $689,000',
      '',
      'Updates: | Roof 2021, electrical service 2018',
      'Bay State Home Advisors',
      'Parking: | Driveway, 4 cars tandem | (508) 555-0181',
      '',
      'LISTING PROVIDED BY',
      'Luis Andrade, Main South Realty',
      '(508) 555-0166 · luis@mainsouthrealty.example.com',
    ]);
    expect(credited).toMatchObject({ Name: 'Luis Andrade', AgencyName: 'Main South Realty' });
  });

  it("takes the firm on the agent's own line over a partner agent's firm the page prints first", () => {
    const c = contactOf([
      '1050 N Franklin Street, Unit 604, Denver, CO 80218 | $365,000',
      '',
      'Gabe Lindqvist',
      '',
      'Mile High Home Partners (303) 555-0189',
      '',
      'Request a tour',
      '',
      'LISTING PROVIDED BY',
      'Tessa Yarbrough, Cheesman Park Realty',
      '(303) 555-0114 · tessa@cheesmanparkrealty.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Tessa Yarbrough', AgencyName: 'Cheesman Park Realty' });
  });

  it("reads the listing broker's name alone under a row of contact headings, and no officer's title as a name", () => {
    const c = contactOf([
      '1845 Cleveland Road, Wooster, OH 44691 | $239,500',
      '',
      'LISTING BROKER | CHURCH AND OHC CONTACTS',
      'Brenda Yoder',
      'Wayne-Holmes Realty | Rev. Paul Hershberger',
      'District Superintendent, Killbuck Valley District | (330) 555-0107',
      'brenda@wayneholmesrealty.example.com | Carol Lindquist',
      '',
      'Ohio Heartland Conference · property@ohioheartlandconf.example.com',
    ]);
    expect(c).toMatchObject({
      Name: 'Brenda Yoder',
      Email: 'brenda@wayneholmesrealty.example.com',
      AgencyName: 'Wayne-Holmes Realty',
    });
  });

  it("takes the one person's own card over an office's mailbox read first (a newspaper's legals desk, a leasing office)", () => {
    const notice = contactOf([
      'LEGAL NOTICES | Thunder Bay Courier | legals@thunderbaycourier.example.com | (989) 555-0100',
      '',
      'NOTICE OF SALE OF REAL PROPERTY: 1127 W Chisholm Street, Alpena, MI 49707',
      'Minimum bid $96,000. Sealed bids are due by 2 p.m. on May 20, 2026.',
      'Bid packets, showings and questions:',
      'Gretchen Rautio, Sunrise Coast Realty, the broker assisting the district',
      '(989) 555-0143 | gretchen@sunrisecoastrealty.example.com',
    ]);
    expect(notice).toMatchObject({
      Name: 'Gretchen Rautio',
      Phone: '(989) 555-0143',
      Email: 'gretchen@sunrisecoastrealty.example.com',
      AgencyName: 'Sunrise Coast Realty',
    });
    // (With two people's own cards on the page, the office's reading stands.)
    const two = contactOf([
      'LEGAL NOTICES | Thunder Bay Courier | legals@thunderbaycourier.example.com | (989) 555-0100',
      '',
      'NOTICE OF SALE OF REAL PROPERTY: 1127 W Chisholm Street, Alpena, MI 49707',
      'Gretchen Rautio | (989) 555-0143 | gretchen@sunrisecoastrealty.example.com',
      '',
      'Paul Dombrowski | (989) 555-0152 | paul@thunderbayschools.example.com',
    ]);
    expect(two.Email).not.toBe('gretchen@sunrisecoastrealty.example.com');
  });

  it("takes the firm's whole name from the line under the agent's on her card over a footer's short form", () => {
    const c = contactOf([
      '1810 Rosewood Avenue, Austin, TX 78702 | $1,150/month',
      '',
      'YOUR COMMUNITY MANAGER',
      'Tessa Ng',
      'Common Hearth Co-living',
      '(512) 555-0147',
      'tessa.ng@commonhearth.example.com',
      '',
      'Common Hearth · (512) 555-0100 · commonhearth.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Tessa Ng', AgencyName: 'Common Hearth Co-living' });
  });

  it("takes the agent's own card over an invitation's reply mailbox, and ends a firm's name before a sentence about it", () => {
    const c = contactOf([
      '41 Round Hill Road, Greenwich, CT 06831 | $12,900,000',
      '',
      'Kindly reply by May 1 | Celeste Amory | (203) 555-0176 | rsvp@soundshorepb.example.com',
      '',
      'Beatrix Vandermeer',
      '(203) 555-0148 | beatrix@soundshorepb.example.com',
      'Sound Shore Private Brokerage',
    ]);
    expect(c).toMatchObject({
      Name: 'Beatrix Vandermeer',
      Phone: '(203) 555-0148',
      Email: 'beatrix@soundshorepb.example.com',
    });
    const firm = contactOf([
      '1187 Kelton Avenue, Columbus, OH 43206 | $214,900',
      '',
      'Lamont Ferrell-Hughes | (614) 555-0127 | lamont@olentangybrokers.example.com',
      '',
      'Office (614) 555-0100 | Olentangy Valley Brokers is an Equal Housing Opportunity brokerage.',
    ]);
    expect(firm.AgencyName).toBe('Olentangy Valley Brokers');
  });

  it("takes the firm the agent's own address spells on her card over the site's own name", () => {
    const c = contactOf([
      'KEYWAY HOMES | Sell | Buy | Offers',
      '2418 E Palo Verde Circle, Mesa, AZ 85213 | $429,000',
      '',
      'Keyway Homes makes a cash offer in 24 hours.',
      '',
      'Beds | 4 | Pool | In-ground, solar heated',
      'TALK TO AN AGENT | Renata Villalobos',
      'Baths | 2 | Roof | Concrete tile, original',
      'Square feet | 1,962 sq ft | Heating & cooling | Two heat pumps | Saguaro Realty Partners',
      '(480) 555-0162',
      'Updates | Kitchen 2019 | renata@saguarorealty.example',
      '',
      'Questions',
      'Is there any obligation? | No. You can walk away at any time before closing.',
      'How fast can I close? | In as few as 14 days.',
      'Can I stay after closing? | Yes, for up to 3 days.',
      '',
      'Keyway Homes, LLC · 1 N Central Avenue, Suite 900, Phoenix, AZ 85004 · (888) 555-0100 · keyway.example.com',
    ]);
    expect(c).toMatchObject({ Name: 'Renata Villalobos', AgencyName: 'Saguaro Realty Partners' });
  });

  it('reads an address as spelling a name written with accents ("lcastaneda@" for "Lorena Castañeda")', () => {
    expect(spellsName('lcastaneda@brazosprairieisd.example', 'Lorena Castañeda')).toBe(true);
    const c = contactOf([
      '3900 Leonard Road, Bryan, TX 77807 | $240,000',
      '',
      'REAL ESTATE COORDINATOR',
      'Lorena Castañeda',
      'Brazos Prairie ISD Facilities and Real',
      'Estate',
      '(979) 555-0166',
      'lcastaneda@brazosprairieisd.example',
      '',
      'Dr. Howard Pike',
      'Deputy Superintendent, Operations',
      '(979) 555-0121',
    ]);
    expect(c).toMatchObject({ Name: 'Lorena Castañeda', Phone: '(979) 555-0166' });
  });

  it("passes over a leasing office's applications mailbox in the letterhead for the agent's own address", () => {
    const c = contactOf([
      'BRICK & BEAM LEASING | 2200 Wilson Blvd, Suite 700, Arlington, VA 22201',
      '(703) 555-0100 · apply@brickbeamleasing.example.com',
      'Residential Lease Application',
      '',
      'Property | 1207 S Barton Street, Arlington, VA 22204 | $2,650/mo',
      '',
      'Leasing contact: Desmond Achebe-Hart, Brick & Beam Leasing',
      '(703) 555-0188 · desmond@brickbeamleasing.example.com | Equal Housing Opportunity · Page 1 of 3',
    ]);
    expect(c.Email).toBe('desmond@brickbeamleasing.example.com');
  });
  it("takes the agent's own number over the office's run on at the end of its address, and the listing agent's labelled one", () => {
    const card = contactOf([
      '2734 SE Division Street, Portland, OR 97202 | $2,450,000',
      '',
      'Hollis Grayden',
      'Willamette Investment Properties | 1120 SW Morrison St, Suite 600, Portland, OR 97205 · 503-555-0100',
      '(503) 555-0114 | hgrayden@willametteinvest.example.com',
    ]);
    expect(card.Phone).toBe('(503) 555-0114');
    const form = contactOf([
      '6608 Carrow Park Lane, Raleigh, NC 27607 | $2,450/mo',
      '',
      'Office | Oak City Leasing & Realty',
      'Ph | (919) 555-0100',
      '',
      'LA | Simone Achterberg',
      'LA Ph | (919) 555-0136',
      'LA Email | simone@oakcityleasing.example.com',
    ]);
    expect(form.Phone).toBe('(919) 555-0136');
  });
  it("reads the firm a radio tag names after the agent's name, not the name with it", () => {
    const c = contactOf([
      '64 acres, Story County, Iowa | $1,075,000',
      '',
      'Wade Hollenbeck | (TAG) CALL WADE HOLLENBECK AT PRAIRIELAND LAND BROKERS, 515-555-0153.',
    ]);
    expect(c.AgencyName).toBe('Prairieland Land Brokers');
  });
  it("reads the listing agent's card set as the last column of a table of other homes, and her number by her address", () => {
    const c = contactOf([
      'LENDER | Olentangy Federal Mortgage',
      'LOAN OFFICER | Brent Kowalczyk',
      '',
      'Comparisons',
      'EMAIL | bkowalczyk@olentangyfed.example.com | 6.482%',
      'Total Interest Percentage (TIP)',
      'PHONE | (614) 555-0171',
      '',
      '7382 Kinsale Ridge Drive | $489,900',
      'Dublin, OH 43017',
      '',
      'RECENT SALES ON NEARBY COURTS',
      'Listing agent',
      'Address | Sold | Price | Beds | Sq ft | Megan Strohl',
      '7344 Kinsale Ridge Dr | 01/2026 | $512,000 | 4 | 2,780 | Scioto Park Realty',
      '7415 Cullen Court | 11/2025 | $468,500 | 4 | 2,455 | (614) 555-0138',
      '7290 Ballybay Place | 10/2025 | $449,000 | 3 | 2,210',
      'megan.strohl@sciotopark.example.com',
    ]);
    expect(c).toEqual({
      Name: 'Megan Strohl',
      Phone: '(614) 555-0138',
      Email: 'megan.strohl@sciotopark.example.com',
      AgencyName: 'Scioto Park Realty',
    });
  });
  it("reads the card under a heading that names the listing agent before a lead-in naming another party's agent", () => {
    const c = contactOf([
      'North Star Farmers',
      '',
      'RESIDENCE PREMISES | 5417 Halifax Lane, Edina, MN 55424',
      '',
      'PREPARED BY | Greta Halvorson, Agent · License MN 40388127',
      '',
      '7001 France Ave S, Suite 120, Edina, MN 55435',
      '952-555-0106 · ghalvorson@northstarfarmers.example.com',
      '',
      'REFERRED BY THE LISTING AGENT',
      'Ingrid Solberg',
      'Lake & Hill Realty',
      '952-555-0119',
      'ingrid@lakeandhill.example.com',
    ]);
    expect(c).toEqual({
      Name: 'Ingrid Solberg',
      Phone: '(952) 555-0119',
      Email: 'ingrid@lakeandhill.example.com',
      AgencyName: 'Lake & Hill Realty',
    });
  });
  it("reads the listing agent's column of cards whose headings' row opens with a label of the facts beside it", () => {
    const c = contactOf([
      '5051 N Sabino Canyon Road, Unit 1214 | Close of escrow | Jul 2, 2026',
      'Tucson, AZ 85750',
      'Bedrooms | 2 | Bathrooms | 2 | 1,210 sq ft',
      'Living area | SELLER | LISTING AGENT',
      '',
      'Margaret Oyelaran | Teodoro Vásquez',
      'Trustee, Oyelaran Family Trust | Saguaro Ridge Realty',
      '520-555-0140 | 520-555-0134',
      'MLS data synced from MLS · read only',
      'moyelaran@mailbox.example | teo@saguaroridge.example',
    ]);
    expect(c).toEqual({
      Name: 'Teodoro Vásquez',
      Phone: '(520) 555-0134',
      Email: 'teo@saguaroridge.example',
      AgencyName: 'Saguaro Ridge Realty',
    });
  });
  it("passes over a mover's customers for the listing agent's card on the sheet behind", () => {
    const c = contactOf([
      'Bayside Brothers | Local Move Estimate',
      'ME PUC licensed mover #HM-0417 · 207-555-0100',
      '',
      'Estimate 5-0520-14 · Walk-through 05/20/2026 with Harriet Cole · Move date Thursday 06/04/2026',
      'Customers: Owen and Margit Halloran · 207-555-0131 | · margit.halloran@harbornet.example',
      '',
      'MOVING FROM | 54 Pine Street, Unit 3 | MOVING TO | 17 Blackstrap Road',
      '',
      'Nadia Thibodeau | Casco Commons Realty',
      'Casco Commons Realty | 400 Congress Street, Portland, ME 04101',
      '207-555-0126 | Office 207-555-0100',
      'nadia@cascocommons.example',
    ]);
    expect(c).toMatchObject({
      Name: 'Nadia Thibodeau',
      Phone: '(207) 555-0126',
      Email: 'nadia@cascocommons.example',
    });
  });

  it("reads no heading, form title or desk for a person's name, and a name past its agent ID or its credit", () => {
    const desk = contactOf([
      'Unit 1204 | 2 BR | 2 BA | 1,180 sq ft | $689,000',
      '',
      'Resale Desk',
      '(503) 555-0100 | resales@alderquay.example.com',
      '',
      'Camille Ostrander | Northline Urban Realty',
      '(503) 555-0128 | camille.ostrander@northlineurban.example.com',
    ]);
    expect(desk.Name).toBe('Camille Ostrander');
    expect(desk.Email).toBe('camille.ostrander@northlineurban.example.com');
    const id = contactOf([
      'Price: $612,000',
      '',
      'Listing Agent',
      'Mateo Ridgely (Agent ID SGR-3391)',
      '(480) 555-0172',
      'mateo@sonorangate.example.com',
    ]);
    expect(id.Name).toBe('Mateo Ridgely');
    const credit = contactOf([
      'New price: $389,000 | 3 bd | 2 ba',
      '',
      'Listing by Jordan Pike, Oakline Realty Group · (919) 555-0142',
    ]);
    expect(credit.Name).toBe('Jordan Pike');
  });

  it("reads no ticked item of a checklist set beside the office's label for the agency", () => {
    const c = contactOf([
      'List price | $529,000',
      '',
      'Kirsten Halvorsen | 612-555-0137 | ✓ Matterport 3D tour · May 10',
      '',
      'Agent email | Listing office | ✓ Yard sign and brochure box · May 12',
      '',
      'kirsten@lakelindenrealty.example | Lake & Linden Realty',
      '✓ Just-listed postcards (500) · May 15',
    ]);
    expect(c.AgencyName).toBe('Lake & Linden Realty');
  });

  it("reads a labelled name past its avatar's initials, and its number on its own card, not a showing agent's", () => {
    const c = contactOf([
      'Buyer pipeline | ≡ Status | Active',
      'Tour routes | ☺ Listing agent | PR Priya Raman',
      '',
      'AGENT CONTACT ON ALL MARKETING',
      'Priya Raman, Foothills & Main Real Estate',
      'Direct 208-555-0123 · priya@foothillsmain.example',
      '',
      "Date | Time | Buyer's agent | Brokerage | Phone | Feedback | Interest",
      '',
      'Jun 1 | 4:30 PM | Lacey Ng | Treasure Valley Homes | 208-555-0137 | Loved the porch | High',
      '',
      'Jun 2 | 11:00 AM | Marcus Bell | Summit Idaho Realty | 208-555-0152 | Wants a bigger garage | Low',
    ]);
    expect(c).toEqual({
      Name: 'Priya Raman',
      Phone: '(208) 555-0123',
      Email: 'priya@foothillsmain.example',
      AgencyName: 'Foothills & Main Real Estate',
    });
  });

  it("reads the leasing agent's label as the agent's, not the owner's card beside it", () => {
    const c = contactOf([
      'Rental: 75 Danforth St #3B',
      '75 Danforth Street, Unit 3B, Portland, ME 04101',
      '',
      '☺ Leasing agent | CM Colin Marchetti',
      '',
      '≡ Owner | Harriet Voss',
      '',
      'Monthly rent | $2,650/mo | Bedrooms | 2 | Bathrooms | 1',
      '',
      'INQUIRIES GO TO',
      'Colin Marchetti, Casco Bay Leasing Partners',
      'Direct 207-555-0158 · colin@cascobayleasing.example',
      '',
      'Harriet Voss, 14 Bramhall Place, Portland, ME 04102 · 207-555-0114 · hvoss@harbornet.example. Management fee 8% of collected rent.',
    ]);
    expect(c).toMatchObject({
      Name: 'Colin Marchetti',
      Email: 'colin@cascobayleasing.example',
      AgencyName: 'Casco Bay Leasing Partners',
    });
  });

  it("reads the name after an invitation's colon ('reach me directly: Ingrid Solberg'), not after a role's", () => {
    const c = contactOf([
      'LOST CAT: Biscuit',
      'Please check garages and window wells. Call or text Meg at',
      '608-555-0106.',
      '',
      '2014 Chadbourne Avenue, Madison, WI 53726',
      '',
      'Questions? Comment here or reach me directly: Ingrid Solberg, Isthmus Realty',
      'Partners, 608-555-0153, ingrid@isthmusrealty.example.',
    ]);
    expect(c).toMatchObject({ Name: 'Ingrid Solberg', Email: 'ingrid@isthmusrealty.example' });
    expect(c.Phone.replace(/\D/g, '')).toBe('6085550153');
    const leasing = contactOf([
      'Monthly rent | $2,450',
      '',
      'Leasing contact: Desmond Achebe-Hart, Brick & Beam Leasing',
      'Office (703) 555-0100 · Direct (703) 555-0188',
    ]);
    expect(leasing.Name).toBe('Desmond Achebe-Hart');
  });

  it("reads no document's title ('BROKER COMMISSION DEMAND') for the agent's name", () => {
    const c = contactOf([
      'LAKEFRONT LANE REALTY | BROKER COMMISSION DEMAND',
      '900 N Michigan Avenue, Suite 1400, Chicago, IL 60611 · 312-555-0100',
      '',
      'Listing agent',
      'Desmond Achterberg',
      'Lakefront Lane Realty',
      '312-555-0158 | desmond@lakefrontlane.example',
    ]);
    expect(c.Name).toBe('Desmond Achterberg');
  });

  it("reads no inspection company's number on a row naming its inspector for the agent's", () => {
    const c = contactOf([
      "PHONE | 941-555-0184 | DATE OF INSPECTION | 04/02/2026 | INSPECTOR'S NAME | Rosalind Vega | ID CARD NO.",
      '',
      'PART B — PROPERTY INFORMATION SHEET (prepared by the listing agent)',
      '',
      'Paloma Whitaker | Suncoast Key Realty · 941-555-0139 · paloma@suncoastkey.example',
    ]);
    expect(c.Phone.replace(/\D/g, '')).toBe('9415550139');
  });

  it("reads a commercial firm under the broker's label as the firm, the person under it as the agent", () => {
    const c = contactOf([
      'Listing broker | Treasure Valley Commercial',
      'Jules Whitford | 950 W Bannock Street, Suite 700',
      'Treasure Valley Commercial | Boise, ID 83702 · 208-555-0100',
      '208-555-0164 | Co-broke: 50% of the fee',
      'jwhitford@tvcommercial.example',
    ]);
    expect(c.Name).toBe('Jules Whitford');
  });

  it("reads the listing agent's card under its heading with a note in brackets, beside the buyer's broker's", () => {
    const c = contactOf([
      'The listing broker opens the building at 6:45 AM.',
      '',
      'BUYER’S BROKER | LISTING AGENT (FOR ACCESS)',
      'MR | Marcus Reyes | AF | Alicia Fontaine',
      'Buyer’s broker · Pima Commercial Group | Catalina Commercial Realty',
      '520-555-0153 | 520-555-0135',
      'mreyes@pimacommercial.example | afontaine@catalinacommercial.example',
    ]);
    expect(c).toMatchObject({ Name: 'Alicia Fontaine', Email: 'afontaine@catalinacommercial.example' });
  });

  it("reads the agent under a listing agent's heading past its avatar and its note, not the consultant above", () => {
    const c = contactOf([
      'YOUR SENIOR RELOCATION',
      'CONSULTANT',
      'Jordan Ellery',
      'Senior Relocation Consultant · Meridian',
      'Mobility Partners',
      '314-555-0153 ·',
      'jordan.ellery@meridianmobility.example',
      '',
      'TB | LISTING AGENT · ASSIGNED BY MERIDIAN MOBILITY PARTNERS',
      'Tessa Blakemore',
      'Prairie Lane Realty',
      '913-555-0148',
      'tessa@prairielanerealty.example',
    ]);
    expect(c).toMatchObject({
      Name: 'Tessa Blakemore',
      Email: 'tessa@prairielanerealty.example',
      AgencyName: 'Prairie Lane Realty',
    });
  });

  it("reads no market, department or land company for a person, and a name past its answer's word or its initials after it", () => {
    const market = contactOf([
      'Viroqua Farmers Market',
      'market@viroquafm.example · (608) 555-0136',
      '',
      'FOR SALE · 20 ACRES',
      'Lena Sorvik | Driftless Land Company',
      '608-555-0152 · lena@driftlessland.example',
    ]);
    expect(market.AgencyName).toBe('Driftless Land Company');
    expect(market.Name).not.toBe('Viroqua Farmers Market');
    const initials = contactOf(['Price | $412,000', '', 'Listing agent', 'Colin Avery CA', '208-555-0117']);
    expect(initials.Name).toBe('Colin Avery');
    const answer = contactOf([
      'Price | $2,450/mo',
      '',
      'Host is the listing agent? | Yes: Jordan Pires',
      '401-555-0158',
    ]);
    expect(answer.Name).toBe('Jordan Pires');
  });

  it("reads no firm of another trade as the agency, nor the person on that firm's card as the agent", () => {
    // An estate sale company's page: the company's card comes first, the listing agent's after it.
    const sale = contactOf([
      'Ocean State Estate Services | Sales · Cleanouts · Appraisals · Contact',
      '',
      'OSES-26-041',
      'Fox Point Triple-Decker Estate Sale: Three Floors, Sixty Years',
      '214 Camp Street, Providence, RI 02906',
      '',
      'QUESTIONS ABOUT THE SALE',
      '',
      'Frank Medeiros',
      'Ocean State Estate Services',
      '401-555-0148 ·',
      'frank@oceanstateestates.example',
      '1275 Wampanoag Trail, East Providence, RI',
      '02915',
      '',
      'From the listing',
      'A classic Providence triple-decker on the East Side, three floor-through apartments of two bedrooms each,',
      'with front porches on every level.',
      '',
      'LISTING AGENT FOR THE HOUSE',
      'AO',
      'Amara Okafor',
      'College Hill Properties',
      '401-555-0172',
      'amara@collegehillproperties.example',
      '',
      'Shopper questions',
      'Ocean State Estate Services: Yes, it was serviced last year and comes with its case.',
      '',
      'Ocean State Estate Services · 1275 Wampanoag Trail, East Providence, RI 02915 · 401-555-0148 · Bonded and insured · Member, American Society of Estate Liquidators',
    ]);
    expect(sale).toEqual({
      Name: 'Amara Okafor',
      Phone: '(401) 555-0172',
      Email: 'amara@collegehillproperties.example',
      AgencyName: 'College Hill Properties',
    });
    // A pest control company's invoice for a listed condo: its name heads the page in capitals.
    const invoice = contactOf([
      'PALMETTO COAST PEST CONTROL | INVOICE',
      '2150 Pine Ridge Road, Naples, FL 34109 · 239-555-0179 · billing@palmettocoastpest.example · FDACS JB291488 | No. PC-88214 · 03/18/2026',
      '',
      'CUSTOMER',
      '',
      'Name | Beatrix and Owen Lindahl',
      'Phone | 978-555-0103',
      '',
      'Celeste Marchetti | Showings begin Friday, April 3',
      'Gulf Shore Southern Realty | 880 Fifth Avenue South, Naples, FL 34102',
      '239-555-0134 | Office 239-555-0100',
      'celeste@gulfshoresouthern.example',
    ]);
    expect(invoice.Name).toBe('Celeste Marchetti');
    expect(invoice.Email).toBe('celeste@gulfshoresouthern.example');
    expect(invoice.AgencyName).toBe('Gulf Shore Southern Realty');
    expect(isFirmName('Prairie Lantern Estate Sales')).toBe(false);
    expect(isFirmName('Front Range Relocation Realty')).toBe(true);
  });

  it("reads the number on the agent's card under her name over an owner's on a form and the office's beside it", () => {
    const c = contactOf([
      'LINKS DRIVE CLUSTER ASSOCIATION | ARCHITECTURAL',
      'A cluster of Reston Association · Managed by Potomac Ridge Community Management, AAMC | CHANGE REQUEST',
      '',
      'SECTION 1. OWNER AND PROPERTY',
      'OWNER(S) | Calvin and Mei-Ling Dorsett | PHONE | 703-555-0104 | EMAIL | cdorsett@mailbox.example',
      '',
      'PROPERTY ADDRESS | 11408 Links Drive, Reston, VA 20190 | LOT / ACCOUNT | Lot 37 / LDC-0437',
      '',
      'A three-level brick-front townhouse backing to woods and the Reston Association path network, minutes from the Wiehle-Reston East Metro.',
      '',
      'Oluwaseun Farrell | 1886 Metro Center Drive, Reston, VA 20190',
      'Reston Town Realty | Office 703-555-0100',
      '703-555-0166 | Open Saturday 1-4 PM',
      'seun@restontownrealty.example',
    ]);
    expect(c).toEqual({
      Name: 'Oluwaseun Farrell',
      Phone: '(703) 555-0166',
      Email: 'seun@restontownrealty.example',
      AgencyName: 'Reston Town Realty',
    });
    // (Her name alone on its line heads the first column under it: a tear-off's "Call" beside is not hers.)
    const board = contactOf([
      '14 Orchard Road, Shelburne, VT 05482 | $459,000',
      '',
      'Noor Haddad',
      'Champlain Homes Realty',
      '802-555-0148 | noor@champlainhomes.example',
      'Call 802-555-0153',
    ]);
    expect(board.Phone).toBe('(802) 555-0148');
  });

  it("reads a graduate's name past her class year, a given name joined in lower case, and no association, school or principal for a person", () => {
    const alumni = contactOf([
      'Furnished two-bedroom condo near Ala Moana | $3,400/mo',
      '',
      'POSTED BY',
      'KN',
      'Kealoha Nakamura ’09',
      'Aloha Homes Rentals & Sales',
      'Lanai view',
      '808-555-0117',
      'kealoha@alohahomesrentals.example',
      '',
      'Class of 2009 · Business · Honolulu, HI',
      '',
      'Ridgeway University Alumni Association · Alumni House, 88 University Avenue, Ridgeway Campus, Madison, WI 53706 · 608-555-0116 · marketplace@ridgewayalumni.example · Classifieds are posted by members.',
    ]);
    expect(alumni.Name).toBe('Kealoha Nakamura');
    expect(alumni.Phone).toBe('(808) 555-0117');
    const school = contactOf([
      'Grand Ridge Elementary | Principal Anthony Reyes | 425-555-0109',
      '',
      'LEASING AGENT',
      'MP',
      'Min-jun Park',
      'Cascade Leasing Partners',
      'Front · 18 photos | 425-555-0162',
    ]);
    expect(school.Name).toBe('Min-jun Park');
    expect(school.Phone).toBe('(425) 555-0162');
  });

  it('reads no chimney sweep, solar installer or language firm for the agent, and no solar-heated pool for a firm', () => {
    const ticket = contactOf([
      'BACK COVE CHIMNEY SWEEPS | No. 02877',
      '31 Forest Avenue, Portland, ME 04101 | 207-555-0143 | SERVICE TICKET / INSPECTION',
      '',
      'CUSTOMER RECEIPT No. 02877 Amount paid: $415.00 Check #2291',
      'Back Cove Chimney Sweeps, 207-555-0143. Next sweep due spring 2027.',
      '',
      'To see it, call or email the leasing agent',
      'Tobias Carrington | 565 Congress Street, Portland, ME 04101',
      'Casco Bay Rentals | No smoking. Renter’s insurance required.',
      '207-555-0162',
      'tobias@cascobayrentals.example',
    ]);
    expect(ticket).toEqual({
      Name: 'Tobias Carrington',
      Phone: '(207) 555-0162',
      Email: 'tobias@cascobayrentals.example',
      AgencyName: 'Casco Bay Rentals',
    });
    const docket = contactOf([
      'Address | 142 Pine Street, Unit B, Portland, ME 04102',
      'Installer | Bright Tide Solar 207-555-0159 · permits@brighttide.example',
      'Chart-Block-Lot | 056-C-012',
      '',
      'Ingrid Sorensen',
      'Casco Bay Rentals',
      '207-555-0154 · ingrid@cascobayrentals.example',
    ]);
    expect(docket.Name).toBe('Ingrid Sorensen');
    expect(docket.Phone).toBe('(207) 555-0154');
    expect(isFirmName('Northbridge Language Partners')).toBe(false);
    // (A pool heated by the sun beside the agent's card is no solar firm's card.)
    const pool = contactOf([
      'Beds | 4 | Pool | In-ground, solar heated',
      'TALK TO AN AGENT | Renata Villalobos',
      '(480) 555-0162 | renata@saguarorealty.example',
    ]);
    expect(pool.Name).toBe('Renata Villalobos');
  });

  it('reads no company on a row naming an appraiser for the listing office', () => {
    const c = contactOf([
      'APPRAISER | Garrett Lindell | LICENSE / STATE | CRA-3107 / ID | COMPANY | Lindell Valuation LLC, 208-555-0131 | FORM | 1004 / URAR',
      '',
      'List Agent | Shauna Pettibone | Agent Phone | 208-555-0156',
      'Agent Email | shauna@foothillsgatere.example | Showing Service | 208-555-0199',
      'Listing Office | Foothills Gate Real Estate | Buyer Agency Comp | 2.5%',
    ]);
    expect(c.AgencyName).toBe('Foothills Gate Real Estate');
  });

  it("reads a person's card, its address spelling the name, over a sheet's title read as a name", () => {
    const c = contactOf([
      'COLUMBIA GORGE GARDEN CLUB | Since 1952',
      'PO Box 312, Hood River, OR 97031',
      '2026 Spring Plant Sale · Pre-order Form | Plant sale line 541-555-0175',
      '',
      'Order by April 10 and your plants will be boxed and waiting. Questions go to Maren at maren.t@gorgemail.example.',
      '',
      'Acreage | Access',
      '5.2 acres | Paved county road, gated drive',
      '',
      'Solveig Brandt',
      'Gorge Orchard & Land Co.',
      '541-555-0129 | solveig@gorgeorchardland.example',
    ]);
    expect(c.Name).toBe('Solveig Brandt');
    expect(c.Email).toBe('solveig@gorgeorchardland.example');
    expect(c.Phone).toBe('(541) 555-0129');
  });
});
