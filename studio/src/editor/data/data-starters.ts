/** What a new chart and a new table start with: rows to edit and a design that draws them (docs/studio.md "Charts and tables"). */

export const STARTER_CHART = {
  data: [
    { month: 'Jan', revenue: 12 },
    { month: 'Feb', revenue: 18 },
    { month: 'Mar', revenue: 27 },
    { month: 'Apr', revenue: 22 },
  ],
  spec: {
    mark: 'bar',
    encoding: {
      x: { field: 'month', type: 'nominal', sort: null },
      y: { field: 'revenue', type: 'quantitative' },
    },
  },
};

export const STARTER_TABLE = {
  data: [
    { item: 'Espresso beans', qty: 2, price: 24.5 },
    { item: 'Ceramic cup', qty: 6, price: 9 },
    { item: 'Descaler', qty: 3, price: 6.25 },
  ],
  columns: [
    { key: 'item', header: 'Item' },
    { key: 'qty', header: 'Qty', format: 'number' },
    { key: 'price', header: 'Price', format: 'currency', currency: 'USD' },
  ],
  zebra_color: '#f8fafc',
};
