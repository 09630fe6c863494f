/* Vigil Mugs: shared state and rendering for the demo shop.
 *
 * State lives in localStorage (cart, cookie consent, signed-in user, last order) so a flow
 * works across page loads, and `?reset=1` on any URL wipes it so every scripted run starts
 * from the same screen even when a browser context is reused. Everything is rendered
 * synchronously on load: no timers except the header clock (deliberately volatile pixels)
 * and the one-shot flash on the sign-in page.
 */
(function () {
  "use strict";

  var KEY = "vigil-demo.";

  function load(name, fallback) {
    try {
      var raw = window.localStorage.getItem(KEY + name);
      return raw === null ? fallback : JSON.parse(raw);
    } catch (e) {
      return fallback;
    }
  }

  function save(name, value) {
    window.localStorage.setItem(KEY + name, JSON.stringify(value));
  }

  function clearAll() {
    var doomed = [];
    for (var i = 0; i < window.localStorage.length; i++) {
      var k = window.localStorage.key(i);
      if (k && k.indexOf(KEY) === 0) doomed.push(k);
    }
    doomed.forEach(function (k) {
      window.localStorage.removeItem(k);
    });
  }

  // `?reset=1`: start clean. `?clock=on` / `?clock=off`: make the header clock tick on
  // every page, or on none, for the rest of the session (see startClock). Both parameters
  // are then dropped from the address so a reload does not repeat them.
  (function handleParams() {
    var params = new URLSearchParams(window.location.search);
    var touched = false;
    if (params.get("reset") === "1") {
      clearAll();
      window.sessionStorage.removeItem(KEY + "variant");
      params.delete("reset");
      touched = true;
    }
    // `?variant=redesigned`: the shop's redesign, kept for this tab's session (sessionStorage)
    // so it survives navigation; `?variant=default` or `?reset=1` without a variant ends it.
    // A cached trajectory recorded on the default shop must notice the difference.
    var variant = params.get("variant");
    if (variant === "redesigned" || variant === "default") {
      if (variant === "default") window.sessionStorage.removeItem(KEY + "variant");
      else window.sessionStorage.setItem(KEY + "variant", variant);
      params.delete("variant");
      touched = true;
    }
    var clock = params.get("clock");
    if (clock === "off" || clock === "on") {
      save("clock", clock);
      params.delete("clock");
      touched = true;
    }
    if (touched) {
      var q = params.toString();
      window.history.replaceState(null, "", window.location.pathname + (q ? "?" + q : ""));
    }
  })();

  // ---- catalogue ------------------------------------------------------------------------
  var FEATURED = [
    { sku: "blue", name: "Classic Blue Mug", color: "#2f6fd6", price: 14, note: "350 ml · stoneware" },
    { sku: "red", name: "Classic Red Mug", color: "#d0413a", price: 14, note: "350 ml · stoneware" },
    { sku: "green", name: "Forest Green Mug", color: "#2f8a57", price: 16, note: "400 ml · matte glaze" },
    { sku: "yellow", name: "Sunny Yellow Mug", color: "#e6b422", price: 15, note: "350 ml · gloss glaze" },
    { sku: "black", name: "Midnight Black Mug", color: "#2b2d33", price: 18, note: "450 ml · matte glaze" },
    { sku: "white", name: "Plain White Mug", color: "#d9d6cf", price: 12, note: "300 ml · porcelain" }
  ];

  var MONTHLY = { sku: "monthly", name: "Lavender Monthly Mug", color: "#8a6fc9", price: 19, note: "400 ml · limited run" };

  var SHADES = [
    ["Coral", "#e9735c"], ["Teal", "#23898f"], ["Mustard", "#c9a227"], ["Navy", "#233e7a"],
    ["Sage", "#8aa57f"], ["Plum", "#7b3f6e"], ["Sky", "#5aa6e0"], ["Rust", "#b5522c"],
    ["Mint", "#6cc4a1"], ["Slate", "#5b6472"], ["Rose", "#d97a96"], ["Olive", "#7d7f3a"]
  ];
  var STYLES = [
    ["Diner Mug", "300 ml · thick wall"], ["Travel Mug", "450 ml · lid included"],
    ["Espresso Cup", "90 ml · with saucer"], ["Latte Mug", "500 ml · wide rim"],
    ["Camp Mug", "350 ml · enamel"], ["Tall Mug", "420 ml · slim"]
  ];

  // 72 catalogue items, 6 a page, 12 pages: page N lists shade N in every style, so each
  // page looks different while the grid and the pager stay exactly where they were.
  function catalogue() {
    var items = [];
    SHADES.forEach(function (shade, i) {
      STYLES.forEach(function (style, j) {
        items.push({
          sku: "cat-" + i + "-" + j,
          name: shade[0] + " " + style[0],
          color: shade[1],
          price: 11 + ((i * 3 + j * 5) % 12),
          note: style[1]
        });
      });
    });
    return items;
  }

  function findProduct(sku) {
    if (sku === MONTHLY.sku) return MONTHLY;
    var all = FEATURED.concat(catalogue());
    for (var i = 0; i < all.length; i++) if (all[i].sku === sku) return all[i];
    return null;
  }

  function money(n) {
    return "$" + n.toFixed(2);
  }

  function mugSvg(color, size) {
    var s = size || 96;
    return (
      '<svg width="' + s + '" height="' + s + '" viewBox="0 0 96 96" aria-hidden="true">' +
      '<ellipse cx="44" cy="84" rx="30" ry="5" fill="rgba(0,0,0,0.08)"/>' +
      '<path d="M68 34 h6 a12 12 0 0 1 0 24 h-6" fill="none" stroke="' + color + '" stroke-width="7"/>' +
      '<rect x="16" y="22" width="56" height="60" rx="9" fill="' + color + '"/>' +
      '<rect x="16" y="22" width="56" height="9" rx="4" fill="rgba(255,255,255,0.25)"/>' +
      "</svg>"
    );
  }

  function tint(color) {
    // A pale backdrop for the product art, derived from the mug colour.
    var r = parseInt(color.slice(1, 3), 16), g = parseInt(color.slice(3, 5), 16), b = parseInt(color.slice(5, 7), 16);
    var mix = function (c) {
      return Math.round(c * 0.14 + 255 * 0.86);
    };
    return "rgb(" + mix(r) + "," + mix(g) + "," + mix(b) + ")";
  }

  // ---- cart -----------------------------------------------------------------------------
  function cart() {
    return load("cart", []);
  }

  function cartCount() {
    return cart().reduce(function (n, line) {
      return n + line.qty;
    }, 0);
  }

  function addToCart(sku) {
    var lines = cart();
    var hit = lines.filter(function (l) {
      return l.sku === sku;
    })[0];
    if (hit) hit.qty += 1;
    else lines.push({ sku: sku, qty: 1 });
    save("cart", lines);
    renderCartBadge();
  }

  function setCart(lines) {
    save("cart", lines);
    renderCartBadge();
  }

  function cartTotal(lines) {
    return lines.reduce(function (t, line) {
      var p = findProduct(line.sku);
      return t + (p ? p.price * line.qty : 0);
    }, 0);
  }

  function itemsLabel(n) {
    return n === 1 ? "1 item" : n + " items";
  }

  // ---- header / footer ------------------------------------------------------------------
  var NAV = [
    ["index.html", "Home"],
    ["shop.html", "Shop"],
    ["products.html", "Catalog"],
    ["signin.html", "Sign in"]
  ];

  function renderHeader(current) {
    var user = load("user", null);
    var links = NAV.map(function (item) {
      var href = item[0], label = item[1];
      if (href === "signin.html" && user) {
        href = "account.html";
        label = "Account";
      }
      var cls = href === current || item[0] === current ? ' class="current"' : "";
      return '<a href="' + href + '"' + cls + ">" + label + "</a>";
    }).join("");
    var header = document.createElement("header");
    header.className = "topbar";
    header.innerHTML =
      '<div class="inner">' +
      '<a class="brand" href="index.html"><span class="logo">' +
      '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><rect x="3" y="5" width="11" height="12" rx="2" fill="#fff"/>' +
      '<path d="M14 8 h1.5 a2.5 2.5 0 0 1 0 5 H14" fill="none" stroke="#fff" stroke-width="1.8"/></svg>' +
      "</span>Vigil Mugs</a>" +
      '<nav class="nav">' + links + "</nav>" +
      '<span class="clock" id="clock" aria-label="Store time"></span>' +
      '<a class="cart-link" href="cart.html" id="cart-link">Cart <span class="cart-count" id="cart-count" role="status"></span></a>' +
      "</div>";
    document.body.insertBefore(header, document.body.firstChild);
    renderCartBadge();
    startClock(current);
  }

  function renderFooter() {
    var footer = document.createElement("footer");
    footer.textContent = "Vigil Mugs is a demo shop bundled with Vigil. Nothing here is for sale; no data leaves this page.";
    document.body.appendChild(footer);
  }

  function renderCartBadge() {
    var el = document.getElementById("cart-count");
    if (!el) return;
    var n = cartCount();
    el.textContent = itemsLabel(n);
    el.className = "cart-count" + (n > 0 ? " has-items" : "");
  }

  // A ticking clock: a few pixels that change every second whatever the agent does, the way
  // real pages have carets, timers and ads. It ticks on the home page, which no demo task
  // clicks on, and on every page after `?clock=on`; elsewhere the slot shows static opening
  // hours, so the trap tasks measure the traps and not a clock. `?clock=off` stops it
  // everywhere (pixel-exact screenshots).
  function startClock(current) {
    var el = document.getElementById("clock");
    if (!el) return;
    var mode = load("clock", null);
    var live = mode === "on" || (mode === null && current === "index.html");
    if (!live) {
      el.textContent = "Open 9–18";
      el.setAttribute("aria-label", "Opening hours");
      return;
    }
    var pad = function (n) {
      return (n < 10 ? "0" : "") + n;
    };
    var tick = function () {
      var d = new Date();
      el.textContent = pad(d.getHours()) + ":" + pad(d.getMinutes()) + ":" + pad(d.getSeconds());
    };
    tick();
    window.setInterval(tick, 1000);
  }

  // ---- cookie consent -------------------------------------------------------------------
  function mountConsent() {
    if (load("consent", null)) return;
    var layer = document.createElement("div");
    layer.className = "consent-layer";
    layer.id = "consent-layer";
    // Swallow everything that lands on the layer: the page below never hears the click.
    ["click", "mousedown", "mouseup", "dblclick", "contextmenu"].forEach(function (type) {
      layer.addEventListener(type, function (ev) {
        ev.preventDefault();
        ev.stopPropagation();
      });
    });
    var card = document.createElement("div");
    card.className = "consent-card";
    card.id = "consent-card";
    card.setAttribute("role", "dialog");
    card.setAttribute("aria-label", "Cookie consent");
    card.innerHTML =
      '<div class="text"><strong>We use cookies</strong>' +
      "<span>Vigil Mugs keeps your cart and preferences in this browser. Accept to continue shopping.</span></div>" +
      '<button class="btn secondary" id="consent-necessary" type="button">Necessary only</button>' +
      '<button class="btn" id="consent-accept" type="button">Accept</button>';
    document.body.appendChild(layer);
    document.body.appendChild(card);
    var dismiss = function (choice) {
      save("consent", choice);
      layer.remove();
      card.remove();
    };
    card.querySelector("#consent-accept").addEventListener("click", function () {
      dismiss("all");
    });
    card.querySelector("#consent-necessary").addEventListener("click", function () {
      dismiss("necessary");
    });
  }

  // ---- product cards --------------------------------------------------------------------
  function productCard(p, opts) {
    var compact = opts && opts.compact;
    var card = document.createElement("article");
    card.className = "card" + (compact ? " compact" : "");
    card.setAttribute("data-sku", p.sku);
    card.innerHTML =
      '<div class="art" style="background:' + tint(p.color) + '">' + mugSvg(p.color, compact ? 80 : 112) + "</div>" +
      '<div class="name">' + p.name + "</div>" +
      '<div class="meta">' + p.note + "</div>" +
      '<div class="row"><span class="price">' + money(p.price) + "</span>" +
      '<button class="btn add" type="button" data-sku="' + p.sku + '">Add to cart</button></div>';
    var btn = card.querySelector("button.add");
    btn.addEventListener("click", function () {
      addToCart(p.sku);
      btn.textContent = "Added to cart";
      btn.classList.add("secondary");
    });
    return card;
  }

  // ---- modal ----------------------------------------------------------------------------
  function confirmModal(total, onConfirm) {
    var backdrop = document.createElement("div");
    backdrop.className = "modal-backdrop";
    backdrop.id = "confirm-modal";
    backdrop.innerHTML =
      '<div class="modal" role="dialog" aria-label="Confirm your order">' +
      "<h2>Confirm your order</h2>" +
      "<p>You will be charged " + money(total) + ". Your mugs ship tomorrow.</p>" +
      '<div class="actions"><button class="btn secondary" type="button" id="modal-back">Back</button>' +
      '<button class="btn" type="button" id="modal-confirm">Confirm order</button></div>' +
      "</div>";
    backdrop.querySelector("#modal-back").addEventListener("click", function () {
      backdrop.remove();
    });
    backdrop.querySelector("#modal-confirm").addEventListener("click", onConfirm);
    return backdrop;
  }

  function placeOrder(lines) {
    var orders = load("orders", []);
    var order = {
      number: "VM-" + (1042 + orders.length),
      lines: lines,
      total: cartTotal(lines)
    };
    orders.push(order);
    save("orders", orders);
    save("last-order", order);
    setCart([]);
    window.location.href = "confirmed.html";
  }

  function summaryLines(lines) {
    if (!lines.length) return '<div class="empty">Your cart is empty.</div>';
    return lines.map(function (line) {
      var p = findProduct(line.sku);
      if (!p) return "";
      return (
        '<div class="line"><span class="thumb" style="background:' + tint(p.color) + '">' + mugSvg(p.color, 32) + "</span>" +
        '<span class="what">' + p.name + "</span>" +
        '<span class="qty">×' + line.qty + "</span>" +
        '<span class="amount">' + money(p.price * line.qty) + "</span></div>"
      );
    }).join("");
  }

  function variant() {
    return window.sessionStorage.getItem(KEY + "variant") || "default";
  }

  window.VigilDemo = {
    variant: variant,
    load: load,
    save: save,
    clearAll: clearAll,
    FEATURED: FEATURED,
    MONTHLY: MONTHLY,
    catalogue: catalogue,
    findProduct: findProduct,
    money: money,
    mugSvg: mugSvg,
    tint: tint,
    cart: cart,
    cartCount: cartCount,
    addToCart: addToCart,
    setCart: setCart,
    cartTotal: cartTotal,
    itemsLabel: itemsLabel,
    renderHeader: renderHeader,
    renderFooter: renderFooter,
    mountConsent: mountConsent,
    productCard: productCard,
    confirmModal: confirmModal,
    placeOrder: placeOrder,
    summaryLines: summaryLines
  };
})();
