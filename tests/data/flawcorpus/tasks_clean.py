"""Clean controls: every requirement tested, nothing asserted that the statement does not ask for."""

from edits import create, replace

INV = "stockroom/inventory.py"
PRICING = "stockroom/pricing.py"
REPORT = "stockroom/report.py"
END_OF_INVENTORY = "        return sum(self._items[sku].price_cents * n for sku, n in self._counts.items())\n"


def after_total_value(code):
    return replace(INV, END_OF_INVENTORY, END_OF_INVENTORY + code)


TASKS = []

TASKS.append(dict(
    id="clean-total-weight",
    flaw="clean",
    query="Add `Inventory.total_weight()`, the grams of every unit in stock, and `Inventory.heaviest(n)`, the n SKUs "
          "whose units in stock weigh the most together, heaviest first, ties in SKU order. A negative n is a "
          "ValueError.",
    specs=[("S1", "functional", "Total weight", "total_weight() sums weight times count over the stock.",
            ["test_total_weight"]),
           ("S2", "functional", "Heaviest first", "heaviest(n) ranks SKUs by the weight of their units in stock.",
            ["test_heaviest_ranks_by_stock_weight", "test_heaviest_ties_in_sku_order"]),
           ("S3", "errors", "Negative n", "heaviest(n) with n < 0 raises ValueError.", ["test_heaviest_edges"])],
    test_file=("tests/test_weight.py", '''import pytest

from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("A-1", "anvil", 5000, weight_g=9000), 1)
    inv.add(Item("B-1", "bolt", 25, weight_g=10), 400)
    inv.add(Item("C-1", "chain", 900, weight_g=1500), 2)
    inv.add(Item("D-1", "dowel", 5, weight_g=3), 7)
    return inv


def test_total_weight():
    assert stock().total_weight() == 9000 + 4000 + 3000 + 21
    assert Inventory().total_weight() == 0


def test_heaviest_ranks_by_stock_weight():
    assert stock().heaviest(3) == ["A-1", "B-1", "C-1"]


def test_heaviest_ties_in_sku_order():
    inv = Inventory()
    inv.add(Item("Z-9", "zinc", 1, weight_g=50), 2)
    inv.add(Item("M-2", "mesh", 1, weight_g=100), 1)
    inv.add(Item("K-1", "keg", 1, weight_g=20), 1)
    assert inv.heaviest(3) == ["M-2", "Z-9", "K-1"]


def test_heaviest_edges():
    assert stock().heaviest(0) == []
    assert stock().heaviest(10) == ["A-1", "B-1", "C-1", "D-1"]
    with pytest.raises(ValueError):
        stock().heaviest(-1)
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[after_total_value('''
    def total_weight(self):
        """Grams of every unit in stock."""
        return sum(self._items[sku].weight_g * n for sku, n in self._counts.items())

    def heaviest(self, n):
        """The n SKUs whose units in stock weigh the most together, heaviest first; ties in SKU order."""
        if n < 0:
            raise ValueError("n must not be negative")
        ranked = sorted(self._counts, key=lambda sku: (-self._items[sku].weight_g * self._counts[sku], sku))
        return ranked[:n]
''')],
    attempts={
        "correct": [after_total_value('''
    def total_weight(self):
        return sum(self._items[s].weight_g * c for s, c in self._counts.items())

    def heaviest(self, n):
        if n < 0:
            raise ValueError(f"n={n}")
        order = sorted(self._counts, key=lambda s: (-self._items[s].weight_g * self._counts[s], s))
        return order[:n]
''')],
        "alternative": [after_total_value('''
    def _stock_weight(self, sku):
        return self._items[sku].weight_g * self._counts[sku]

    def total_weight(self):
        total = 0
        for sku in self._counts:
            total += self._stock_weight(sku)
        return total

    def heaviest(self, n):
        if n < 0:
            raise ValueError("heaviest() needs n >= 0")
        import heapq
        return [sku for _, sku in heapq.nsmallest(n, ((-self._stock_weight(s), s) for s in self._counts))]
''')],
        "wrong": [after_total_value('''
    def total_weight(self):
        return sum(self._items[s].weight_g * c for s, c in self._counts.items())

    def heaviest(self, n):
        if n < 0:
            raise ValueError("n must not be negative")
        return sorted(self._counts, key=lambda s: (-self._items[s].weight_g, s))[:n]
''')],
        "broken": [after_total_value('''
    def total_weight(self)
        return sum(self._items[s].weight_g * c for s, c in self._counts.items())
''')],
    },
))

TASKS.append(dict(
    id="clean-bulk-price",
    flaw="clean",
    query="Add `pricing.bulk_price(price_cents, quantity)`: the price of quantity units with a bulk discount of 5% "
          "from 10 units and 12% from 100 units, rounded half up to a whole cent like `apply_discount`. A negative "
          "quantity is a ValueError, as for `line_total`.",
    specs=[("S1", "functional", "Tiers", "5% off from 10 units, 12% off from 100 units, none below 10.",
            ["test_below_ten_pays_full_price", "test_tiers_start_at_their_quantity", "test_large_orders"]),
           ("S2", "functional", "Rounding", "Discounted prices round half up to a cent.", ["test_rounding"]),
           ("S3", "errors", "Negative quantity", "A negative quantity raises ValueError.", ["test_negative"])],
    test_file=("tests/test_bulk.py", '''import pytest

from stockroom.pricing import bulk_price


def test_below_ten_pays_full_price():
    assert bulk_price(200, 1) == 200
    assert bulk_price(200, 9) == 1800
    assert bulk_price(200, 0) == 0


def test_tiers_start_at_their_quantity():
    assert bulk_price(200, 10) == 1900
    assert bulk_price(200, 99) == 18810
    assert bulk_price(200, 100) == 17600


def test_large_orders():
    assert bulk_price(200, 1000) == 176000


def test_rounding():
    assert bulk_price(15, 11) == 157
    assert bulk_price(7, 101) == 622


def test_negative():
    with pytest.raises(ValueError):
        bulk_price(200, -1)
'''),
    p2p_files=["tests/test_pricing.py"],
    reference=[replace(PRICING, "", '''

def bulk_price(price_cents, quantity):
    """The price of quantity units with the bulk discount: 5% from 10 units, 12% from 100 units."""
    total = line_total(price_cents, quantity)
    if quantity >= 100:
        return apply_discount(total, 12)
    if quantity >= 10:
        return apply_discount(total, 5)
    return total
''', at_end=True)],
    attempts={
        "correct": [replace(PRICING, "", '''

def bulk_price(price_cents, quantity):
    total = line_total(price_cents, quantity)
    if quantity >= 100:
        return apply_discount(total, 12)
    elif quantity >= 10:
        return apply_discount(total, 5)
    return total
''', at_end=True)],
        "alternative": [replace(PRICING, "", '''

BULK_TIERS = ((100, 12), (10, 5))


def bulk_price(price_cents, quantity):
    total = line_total(price_cents, quantity)
    for minimum, percent in BULK_TIERS:
        if quantity >= minimum:
            return apply_discount(total, percent)
    return total
''', at_end=True)],
        "wrong": [replace(PRICING, "", '''

def bulk_price(price_cents, quantity):
    total = line_total(price_cents, quantity)
    if quantity > 100:
        return apply_discount(total, 12)
    if quantity > 10:
        return apply_discount(total, 5)
    return total
''', at_end=True)],
        "broken": [replace(PRICING, "", '''

def bulk_price(price_cents, quantity):
    total = line_total(price_cents, quantity)
    if quantity >= 100:
        return apply_discount(total, 12)
    if quantity >= 10:
        return apply_discount(totl, 5)
    return total
''', at_end=True)],
    },
))

TASKS.append(dict(
    id="clean-low-stock",
    flaw="clean",
    query="Add `Inventory.low_stock(threshold)`: the SKUs with fewer than threshold units in stock, in SKU order. "
          "A negative threshold is a ValueError.",
    specs=[("S1", "functional", "Below the threshold", "SKUs with count < threshold, sorted.",
            ["test_low_stock_is_strictly_below", "test_low_stock_sorted"]),
           ("S2", "errors", "Negative threshold", "threshold < 0 raises ValueError.", ["test_threshold_edges"])],
    test_file=("tests/test_low_stock.py", '''import pytest

from stockroom import Inventory, Item


def stock():
    inv = Inventory()
    inv.add(Item("C-3", "cap", 5), 10)
    inv.add(Item("B-2", "bolt", 5), 5)
    inv.add(Item("A-1", "axle", 5), 1)
    return inv


def test_low_stock_is_strictly_below():
    assert stock().low_stock(5) == ["A-1"]
    assert stock().low_stock(6) == ["A-1", "B-2"]


def test_low_stock_sorted():
    assert stock().low_stock(100) == ["A-1", "B-2", "C-3"]


def test_threshold_edges():
    assert stock().low_stock(0) == []
    assert stock().low_stock(1) == []
    with pytest.raises(ValueError):
        stock().low_stock(-1)
'''),
    p2p_files=["tests/test_inventory.py"],
    reference=[after_total_value('''
    def low_stock(self, threshold):
        """SKUs with fewer than threshold units in stock, in SKU order."""
        if threshold < 0:
            raise ValueError("threshold must not be negative")
        return sorted(sku for sku, n in self._counts.items() if n < threshold)
''')],
    attempts={
        "correct": [after_total_value('''
    def low_stock(self, threshold):
        if threshold < 0:
            raise ValueError("negative threshold")
        return sorted(s for s, c in self._counts.items() if c < threshold)
''')],
        "alternative": [after_total_value('''
    def low_stock(self, threshold):
        if threshold < 0:
            raise ValueError(threshold)
        low = []
        for sku in self.skus():
            if self.count(sku) < threshold:
                low.append(sku)
        return low
''')],
        "wrong": [after_total_value('''
    def low_stock(self, threshold):
        if threshold < 0:
            raise ValueError("negative threshold")
        return sorted(s for s, c in self._counts.items() if c <= threshold)
''')],
        "broken": [after_total_value('''
    def low_stock(self, threshold):
        if threshold < 0:
            raise ValueError("negative threshold")
        return sorted(s for s, c in self.counts.items() if c < threshold)
''')],
    },
))

TASKS.append(dict(
    id="clean-rename",
    flaw="clean",
    query="Add `Inventory.rename(sku, name)`: the item gets another name and keeps its count, price and weight. An "
          "unknown SKU raises UnknownItem; a blank name (empty or only spaces) is a ValueError and changes nothing.",
    specs=[("S1", "state", "Rename keeps the rest", "Count, price and weight stay; reports show the new name.",
            ["test_rename_keeps_count_and_price", "test_report_shows_new_name"]),
           ("S2", "errors", "Unknown or blank", "Unknown SKU: UnknownItem; blank name: ValueError.",
            ["test_rename_unknown", "test_rename_blank"])],
    test_file=("tests/test_rename.py", '''import pytest

from stockroom import Inventory, Item, UnknownItem
from stockroom.report import summary_lines


def stock():
    inv = Inventory()
    inv.add(Item("B-1", "bolt", 25, weight_g=10), 3)
    return inv


def test_rename_keeps_count_and_price():
    inv = stock()
    inv.rename("B-1", "hex bolt")
    assert inv.item("B-1").name == "hex bolt"
    assert inv.item("B-1").price_cents == 25
    assert inv.item("B-1").weight_g == 10
    assert inv.count("B-1") == 3


def test_report_shows_new_name():
    inv = stock()
    inv.rename("B-1", "carriage bolt")
    assert summary_lines(inv) == ["B-1  carriage bolt  x3"]


def test_rename_unknown():
    with pytest.raises(UnknownItem):
        stock().rename("X-1", "thing")


def test_rename_blank():
    inv = stock()
    for blank in ("", "   "):
        with pytest.raises(ValueError):
            inv.rename("B-1", blank)
    assert inv.item("B-1").name == "bolt"
'''),
    p2p_files=["tests/test_inventory.py", "tests/test_report.py"],
    reference=[replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                       "from dataclasses import replace\n\nfrom .errors import OutOfStock, UnknownItem\n"),
               after_total_value('''
    def rename(self, sku, name):
        """Gives the item another name; its count, price and weight stay."""
        if not name.strip():
            raise ValueError("name must not be blank")
        self._items[sku] = replace(self.item(sku), name=name)
''')],
    attempts={
        "correct": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                            "import dataclasses\n\nfrom .errors import OutOfStock, UnknownItem\n"),
                    after_total_value('''
    def rename(self, sku, name):
        if name.strip() == "":
            raise ValueError("blank name")
        self._items[sku] = dataclasses.replace(self.item(sku), name=name)
''')],
        "alternative": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                                "from .errors import OutOfStock, UnknownItem\nfrom .items import Item\n"),
                        after_total_value('''
    def rename(self, sku, name):
        old = self.item(sku)
        if len(name.strip()) == 0:
            raise ValueError("blank name")
        self._items[sku] = Item(old.sku, name, old.price_cents, old.weight_g, old.tags)
''')],
        "wrong": [replace(INV, "from .errors import OutOfStock, UnknownItem\n",
                          "import dataclasses\n\nfrom .errors import OutOfStock, UnknownItem\n"),
                  after_total_value('''
    def rename(self, sku, name):
        self._items[sku] = dataclasses.replace(self.item(sku), name=name.strip() or self.item(sku).name)
''')],
        "broken": "does-not-apply",
    },
))

TASKS.append(dict(
    id="clean-discount-clamp",
    flaw="clean",
    query="`apply_discount(total_cents, percent)` must never charge more than the total or less than nothing: a "
          "percent below 0 counts as 0 and one above 100 as 100.",
    specs=[("S1", "functional", "Clamped percent", "percent < 0 is 0, percent > 100 is 100, rounding unchanged.",
            ["test_percent_below_zero", "test_percent_above_hundred", "test_percent_in_range"])],
    test_file=("tests/test_clamp.py", '''from stockroom.pricing import apply_discount


def test_percent_below_zero():
    assert apply_discount(1000, -5) == 1000
    assert apply_discount(1000, -1) == 1000


def test_percent_above_hundred():
    assert apply_discount(1000, 150) == 0
    assert apply_discount(1000, 101) == 0


def test_percent_in_range():
    assert apply_discount(1000, 0) == 1000
    assert apply_discount(1000, 1) == 990
    assert apply_discount(1000, 100) == 0
    assert apply_discount(1000, 99) == 10
    assert apply_discount(999, 37) == 629
'''),
    p2p_files=["tests/test_pricing.py"],
    reference=[replace(PRICING, '    """total_cents less percent per cent, rounded half up to a whole cent."""\n',
                       '    """total_cents less percent per cent, rounded half up to a whole cent."""\n'
                       '    percent = min(max(percent, 0), 100)\n')],
    attempts={
        "correct": [replace(PRICING, '    """total_cents less percent per cent, rounded half up to a whole cent."""\n',
                            '    """total_cents less percent per cent, rounded half up to a whole cent."""\n'
                            '    percent = max(0, min(100, percent))\n')],
        "alternative": [replace(PRICING, '    """total_cents less percent per cent, rounded half up to a whole cent."""\n',
                                '    """total_cents less percent per cent, rounded half up to a whole cent."""\n'
                                '    if percent < 0:\n        percent = 0\n'
                                '    elif percent > 100:\n        percent = 100\n')],
        "wrong": [replace(PRICING, '    """total_cents less percent per cent, rounded half up to a whole cent."""\n',
                          '    """total_cents less percent per cent, rounded half up to a whole cent."""\n'
                          '    percent = min(percent, 100)\n')],
        "broken": [replace(PRICING, '    """total_cents less percent per cent, rounded half up to a whole cent."""\n',
                           '    """total_cents less percent per cent, rounded half up to a whole cent."""\n'
                           '    percent = clamp(percent, 0, 100)\n')],
    },
))

TASKS.append(dict(
    id="clean-csv-report",
    flaw="clean",
    query="Add `report.csv_lines(inventory)`: a header `sku,name,count,value_cents` and one row per SKU in SKU "
          "order, value being price times count. A name holding a comma or a double quote is quoted as CSV quotes it "
          "(double quotes doubled inside).",
    specs=[("S1", "functional", "Rows", "Header, then one row per SKU in SKU order with its stock value.",
            ["test_header_and_rows", "test_empty_inventory"]),
           ("S2", "functional", "Quoting", "Names with commas or quotes are quoted.", ["test_quoting"])],
    test_file=("tests/test_csv.py", '''from stockroom import Inventory, Item
from stockroom.report import csv_lines


def test_header_and_rows():
    inv = Inventory()
    inv.add(Item("N-1", "nut", 10), 3)
    inv.add(Item("B-1", "bolt", 25), 2)
    assert csv_lines(inv) == ["sku,name,count,value_cents", "B-1,bolt,2,50", "N-1,nut,3,30"]


def test_empty_inventory():
    assert csv_lines(Inventory()) == ["sku,name,count,value_cents"]


def test_quoting():
    inv = Inventory()
    inv.add(Item("W-1", "washer, flat", 3), 1)
    inv.add(Item("W-2", 'washer "spring"', 4), 1)
    inv.add(Item("W-3", "plain", 5), 1)
    assert csv_lines(inv)[1:] == ['W-1,"washer, flat",1,3', 'W-2,"washer ""spring""",1,4', "W-3,plain,1,5"]
'''),
    p2p_files=["tests/test_report.py"],
    reference=[replace(REPORT, "", '''

def csv_field(text):
    """text as one CSV field: quoted when it holds a comma or a double quote."""
    if "," in text or '"' in text:
        return '"' + text.replace('"', '""') + '"'
    return text


def csv_lines(inventory):
    """A header, then "sku,name,count,value_cents" per SKU in SKU order."""
    lines = ["sku,name,count,value_cents"]
    for sku in inventory.skus():
        item = inventory.item(sku)
        count = inventory.count(sku)
        lines.append(f"{sku},{csv_field(item.name)},{count},{item.price_cents * count}")
    return lines
''', at_end=True)],
    attempts={
        "correct": [replace(REPORT, "", '''

def csv_lines(inventory):
    lines = ["sku,name,count,value_cents"]
    for sku in inventory.skus():
        item = inventory.item(sku)
        name = item.name
        if "," in name or '"' in name:
            name = '"' + name.replace('"', '""') + '"'
        n = inventory.count(sku)
        lines.append(f"{sku},{name},{n},{item.price_cents * n}")
    return lines
''', at_end=True)],
        "alternative": [replace(REPORT, "", '''

def csv_lines(inventory):
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\\n")
    writer.writerow(["sku", "name", "count", "value_cents"])
    for sku in inventory.skus():
        item = inventory.item(sku)
        writer.writerow([sku, item.name, inventory.count(sku), item.price_cents * inventory.count(sku)])
    return buffer.getvalue().splitlines()
''', at_end=True)],
        "wrong": [replace(REPORT, "", '''

def csv_lines(inventory):
    lines = ["sku,name,count,value_cents"]
    for sku in inventory.skus():
        item = inventory.item(sku)
        n = inventory.count(sku)
        lines.append(f"{sku},{item.name},{n},{item.price_cents * n}")
    return lines
''', at_end=True)],
        "broken": [replace(REPORT, "", '''

def csv_lines(inventory):
    lines = ["sku,name,count,value_cents"]
    for sku in inventory.skus():
        lines.append(f"{sku},{inventory.item(sku).name},{inventory.count(sku)},{inventory.value(sku)}")
    return lines
''', at_end=True)],
    },
))
