// A small slippy-map picture without a map library: web-mercator tiles from the configured tile server with
// the pickup points as positioned markers. Without a reachable tile server the markers still work.

const TILE_SIZE = 256;
const MAP_HEIGHT = 300;
const MARGIN = 36;

function worldPixel(latitude, longitude, zoom) {
  const scale = TILE_SIZE * 2 ** zoom;
  const sine = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * scale,
  };
}

/** The largest zoom within the tile layer's limits at which every point fits in the box. */
function fittingZoom(points, width, height, layer) {
  const upper = Math.min(layer.maxZoom, 18);
  for (let zoom = upper; zoom > layer.minZoom; zoom -= 1) {
    const pixels = points.map((point) => worldPixel(point.latitude, point.longitude, zoom));
    const spanX = Math.max(...pixels.map((p) => p.x)) - Math.min(...pixels.map((p) => p.x));
    const spanY = Math.max(...pixels.map((p) => p.y)) - Math.min(...pixels.map((p) => p.y));
    if (spanX <= width - 2 * MARGIN && spanY <= height - 2 * MARGIN) return zoom;
  }
  return layer.minZoom;
}

function tileUrl(template, zoom, x, y) {
  return template
    .replaceAll('{z}', String(zoom)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y))
    .replaceAll('{s}', 'abc'[(x + y) % 3]).replaceAll('{r}', '');
}

function plainText(html) {
  // Attributions are often HTML (links); only their text is shown, so a configuration cannot inject markup.
  return new DOMParser().parseFromString(html, 'text/html').body.textContent || '';
}

/**
 * Builds the map element. `points` are `{key, latitude, longitude, label}`; `onChoose(key)` runs on a marker click.
 */
export function buildPickupMap({ points, selectedKey, layer, width, label, onChoose }) {
  const map = document.createElement('div');
  map.className = 'svc-map';
  map.setAttribute('role', 'group');
  map.setAttribute('aria-label', label);
  map.style.height = `${MAP_HEIGHT}px`;
  const located = points.filter((point) => Number.isFinite(point.latitude) && Number.isFinite(point.longitude));
  if (!located.length) return map;

  const zoom = fittingZoom(located, width, MAP_HEIGHT, layer);
  const pixels = located.map((point) => worldPixel(point.latitude, point.longitude, zoom));
  const centreX = (Math.min(...pixels.map((p) => p.x)) + Math.max(...pixels.map((p) => p.x))) / 2;
  const centreY = (Math.min(...pixels.map((p) => p.y)) + Math.max(...pixels.map((p) => p.y))) / 2;
  const left = centreX - width / 2;
  const top = centreY - MAP_HEIGHT / 2;

  const tiles = document.createElement('div');
  tiles.className = 'svc-map__tiles';
  const last = 2 ** zoom - 1;
  for (let tileX = Math.floor(left / TILE_SIZE); tileX <= Math.floor((left + width) / TILE_SIZE); tileX += 1) {
    for (let tileY = Math.floor(top / TILE_SIZE); tileY <= Math.floor((top + MAP_HEIGHT) / TILE_SIZE); tileY += 1) {
      if (tileY < 0 || tileY > last) continue;
      const tile = document.createElement('img');
      tile.className = 'svc-map__tile';
      tile.alt = '';
      tile.decoding = 'async';
      tile.style.left = `${tileX * TILE_SIZE - left}px`;
      tile.style.top = `${tileY * TILE_SIZE - top}px`;
      // An unreachable tile server leaves the plain background; the markers stay usable.
      tile.addEventListener('error', () => tile.remove());
      tile.src = tileUrl(layer.url, zoom, ((tileX % (last + 1)) + last + 1) % (last + 1), tileY);
      tiles.append(tile);
    }
  }
  map.append(tiles);

  located.forEach((point, index) => {
    const marker = document.createElement('button');
    marker.type = 'button';
    marker.className = 'svc-map__marker';
    marker.dataset.svcLocation = point.key;
    marker.setAttribute('aria-label', point.label);
    marker.setAttribute('aria-pressed', String(point.key === selectedKey));
    marker.title = point.label;
    marker.textContent = String(index + 1);
    marker.style.left = `${pixels[index].x - left}px`;
    marker.style.top = `${pixels[index].y - top}px`;
    marker.addEventListener('click', () => onChoose(point.key));
    map.append(marker);
  });

  if (layer.attribution) {
    const attribution = document.createElement('div');
    attribution.className = 'svc-map__attribution';
    attribution.textContent = plainText(layer.attribution);
    map.append(attribution);
  }
  return map;
}
