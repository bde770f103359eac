# Seeded Blender scenes of batteries and household hazards, rendered as training photos.
#
# No licensed photo set covers batteries or household hazards, so this script models them
# procedurally (primitives, lathed profiles, bevels, shader-node prints, text objects turned to
# mesh: no image files) and renders one photo per seed. The photos train a small head on MobileNet
# V2 features (224 px), so variety (domain randomisation) matters more than photorealism, and
# every render gets a camera-like finish so the model cannot latch on to a clean CG look.
#
# Run (Debian's Blender 3.4, Cycles on the CPU):
#   blender -b --factory-startup -P scripts/render/scene.py -- --out DIR --seed-start N --count K \
#     [--seeds 5,9,12] [--size 224] [--samples 12] [--threads 2] [--backgrounds-only] [--cutout]
#     [--kind aa]
# Each seed s seeds Python's random, builds a scene from nothing, writes DIR/<class>/<kind>-<s>.png
# (DIR/backgrounds/bg-<s>.png with --backgrounds-only; with --cutout an RGBA picture of the subject
# lit as a product photo and its shadow, alone on a transparent film) and appends one JSON line to
# DIR/manifest.jsonl: {file, class, kind, seed, scene, items, background, wall, lighting, camera,
# clutter, finish, render_seconds}. The same seed always gives the same picture on the same build.
# The PNG is written under a temporary name and renamed, so an existing PNG is a finished render.
#
# Class and kind follow from the seed (even: battery, odd: hazardous; kind cycles with seed // 2),
# so any run of consecutive seeds is balanced.
#   battery:   aa, aaa, c, d (lathed cells: + nub, printed wrap in 2-3 colour blocks, stripes,
#              brand and size text), 9v (box, snap terminals), coin-cell (CR20xx/CR1220/LR44,
#              embossed text), phone-pack (thin slab, dark label, light text band, contacts),
#              laptop-pack (dark bar with bulging cells, connector pins, label and barcode)
#   hazardous: aerosol, paint-tin (lid rim, wire handle, label, drips), light-bulb (A60 / candle /
#              globe, clear with filament, frosted or soft white), cfl (spiral), fluorescent-tube,
#              gas-cartridge (screw-valve, pierceable and long stove cans), blister-pack (foil card,
#              bubbles, pills, some pushed out), medicine-bottle (amber vial, white bottle, syrup),
#              lighter (translucent or opaque body, metal hood, wheel)
#   scenes:    a single item, a loose pile (2-8, some lying, some standing), in a tray, or on a
#              hand-like palm; batteries are never clutter in hazard scenes and vice versa.
# Randomised per seed: print colours and patterns; surface (wood, tiles, fabric, granite, marble,
# laminate, paper, concrete, asphalt) and its hue; a wall behind at low angles; 0-4 distractors
# (boxes, cups, balls, cloths, muted colours); lighting (window sun, indoor area lights, overcast,
# on-camera flash) over a sky, gradient or plain world, 2700-6500 K tint; camera distance (item
# 20-80 % of the frame), elevation 20-88 degrees, roll, 24-70 mm lens, off-centre framing, some
# depth of field; exposure and view look; finish: lens dispersion, slight blur, vignette, and
# brightness-dependent sensor noise (so no flat pixels: the app treats flat images as screenshots).
# Render: Cycles CPU, adaptive sampling, few bounces, no denoiser (this build has no
# OpenImageDenoise; it is used when present). Budget, measured on the 2-core machine: at the
# defaults of scripts/render-hazards.ts (224 px, 12 samples, 2 threads) about 2 s a picture (656 in
# 22 minutes: scene building 0.02-0.3 s, Cycles most of it, the Python finish 0.15-0.45 s); at
# 256 px and 16 samples about 4.4 CPU-seconds. Glossy and transparent scenes (trays, bulbs,
# blisters) are the slowest. Cycles' automatic world importance map alone cost 2 s, hence the small
# manual map.

import bpy
import bmesh
import colorsys
import json
import math
import os
import random
import struct
import sys
import time
from array import array
from mathutils import Euler, Matrix, Vector

MM = 0.001

BATTERY_KINDS = ['aa', 'aaa', 'c', 'd', '9v', 'coin-cell', 'phone-pack', 'laptop-pack']
HAZARD_KINDS = ['aerosol', 'paint-tin', 'light-bulb', 'cfl', 'fluorescent-tube', 'gas-cartridge',
                'blister-pack', 'medicine-bottle', 'lighter']


# Seeds from here on are everyday things (see EVERYDAY_KINDS), each material in turn.
EVERYDAY_FIRST_SEED = 300000
# Seeds from here on are batteries and hazards as a shop's product photo shows them: on a white sweep,
# under soft studio light, nothing else in the picture. No training render looks like this, so these
# are held out by style as well as by seed: scored, never trained on.
PRODUCT_FIRST_SEED = 500000


def class_and_kind(seed):
    if EVERYDAY_FIRST_SEED <= seed < PRODUCT_FIRST_SEED:
        materials = list(EVERYDAY_KINDS)
        material = materials[seed % len(materials)]
        kinds = list(EVERYDAY_KINDS[material])
        return material, kinds[(seed // len(materials)) % len(kinds)]
    if seed % 2 == 0:
        return 'battery', BATTERY_KINDS[(seed // 2) % len(BATTERY_KINDS)]
    return 'hazardous', HAZARD_KINDS[(seed // 2) % len(HAZARD_KINDS)]


# ----------------------------------------------------------------------------- arguments

def parse_args():
    argv = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
    opts = {'out': None, 'seed_start': 1, 'count': 1, 'seeds': None, 'size': 224, 'samples': 12,
            'threads': 2, 'backgrounds_only': False, 'cutout': False, 'kind': None}
    i = 0
    while i < len(argv):
        key = argv[i].lstrip('-').replace('-', '_')
        if key in ('backgrounds_only', 'cutout'):
            opts[key] = True
            i += 1
            continue
        if key not in opts or i + 1 >= len(argv):
            raise SystemExit('unknown or incomplete argument: ' + argv[i])
        value = argv[i + 1]
        if key in ('seed_start', 'count', 'size', 'samples', 'threads'):
            opts[key] = int(value)
        elif key == 'seeds':
            opts[key] = [int(s) for s in value.split(',') if s]
        else:
            opts[key] = value
        i += 2
    if not opts['out']:
        raise SystemExit('--out DIR is required')
    return opts


# ----------------------------------------------------------------------------- colours

def lin(c):
    return tuple((x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4) for x in c)


def hsv(h, s, v):
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, max(0, min(1, s)), max(0, min(1, v)))
    return lin((r, g, b)) + (1.0,)


def kelvin_rgb(k):
    # Tanner Helland's fit of the blackbody colour, normalised so the brightest channel is 1.
    t = k / 100.0
    r = 255.0 if t <= 66 else 329.698727446 * ((t - 60) ** -0.1332047592)
    g = 99.4708025861 * math.log(t) - 161.1195681661 if t <= 66 else 288.1221695283 * ((t - 60) ** -0.0755148492)
    b = 255.0 if t >= 66 else (0.0 if t <= 19 else 138.5177312231 * math.log(t - 10) - 305.0447927307)
    rgb = [max(0.0, min(255.0, x)) / 255.0 for x in (r, g, b)]
    rgb = lin(rgb)
    m = max(rgb)
    return tuple(x / m for x in rgb)


def vivid(rng):
    return hsv(rng.random(), rng.uniform(0.55, 1.0), rng.uniform(0.45, 1.0))


def muted(rng):
    return hsv(rng.random(), rng.uniform(0.05, 0.4), rng.uniform(0.25, 0.8))


# ----------------------------------------------------------------------------- scene reset

def clear_scene():
    for coll in (bpy.data.objects, bpy.data.meshes, bpy.data.materials, bpy.data.curves,
                 bpy.data.lights, bpy.data.cameras, bpy.data.worlds, bpy.data.images,
                 bpy.data.node_groups, bpy.data.textures):
        for block in list(coll):
            if isinstance(block, bpy.types.Image) and block.type in ('RENDER_RESULT', 'COMPOSITING'):
                continue
            coll.remove(block)


def configure_render(scene, opts, seed):
    scene.render.engine = 'CYCLES'
    cy = scene.cycles
    cy.device = 'CPU'
    cy.samples = opts['samples']
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = 0.05
    cy.adaptive_min_samples = max(4, opts['samples'] // 4)
    cy.seed = seed
    has_oidn = getattr(bpy.app.build_options, 'cycles_oidn', None)
    try:
        import _cycles
        has_oidn = bool(getattr(_cycles, 'with_openimagedenoise', False))
    except ImportError:
        has_oidn = False
    cy.use_denoising = has_oidn
    if has_oidn:
        cy.denoiser = 'OPENIMAGEDENOISE'
    cy.max_bounces = 6
    cy.diffuse_bounces = 2
    cy.glossy_bounces = 2
    cy.transmission_bounces = 4
    cy.volume_bounces = 0
    cy.transparent_max_bounces = 12
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.sample_clamp_indirect = 4.0
    cy.blur_glossy = 1.0
    cy.use_auto_tile = False
    r = scene.render
    r.threads_mode = 'FIXED'
    r.threads = opts['threads']
    r.resolution_x = r.resolution_y = opts['size']
    r.resolution_percentage = 100
    # A cut-out is the subject and its shadow on a transparent film, to be put down on a photo.
    r.film_transparent = opts['cutout']
    r.use_persistent_data = False
    r.image_settings.file_format = 'PNG'
    r.image_settings.color_mode = 'RGBA' if opts['cutout'] else 'RGB'
    r.image_settings.color_depth = '8'
    r.use_compositing = True
    r.dither_intensity = 1.0
    return has_oidn


# ----------------------------------------------------------------------------- node helpers

class NT:
    """A small wrapper to build node trees by name without ceremony."""

    def __init__(self, tree):
        self.tree = tree
        self.nodes = tree.nodes
        self.links = tree.links

    def node(self, kind, **inputs):
        n = self.nodes.new(kind)
        for key, value in inputs.items():
            self.set(n, key, value)
        return n

    def set(self, n, key, value):
        sock = n.inputs[key] if isinstance(key, int) else n.inputs.get(key.replace('_', ' '))
        if sock is None:
            raise KeyError('%s has no input %s' % (n.bl_idname, key))
        if hasattr(value, 'bl_idname') or isinstance(value, bpy.types.NodeSocket):
            self.link(value, sock)
        else:
            sock.default_value = value

    def link(self, out, sock):
        if not isinstance(out, bpy.types.NodeSocket):
            out = out.outputs[0]
        self.links.new(out, sock)

    def math(self, op, a, b=0.0, clamp=False):
        n = self.nodes.new('ShaderNodeMath')
        n.operation = op
        n.use_clamp = clamp
        for i, v in enumerate((a, b)):
            if isinstance(v, (int, float)):
                n.inputs[i].default_value = v
            else:
                self.link(v, n.inputs[i])
        return n.outputs[0]

    def mix(self, fac, c1, c2, blend='MIX'):
        n = self.nodes.new('ShaderNodeMixRGB')
        n.blend_type = blend
        for i, v in enumerate((fac, c1, c2)):
            if isinstance(v, (int, float)):
                n.inputs[i].default_value = v
            elif isinstance(v, tuple):
                n.inputs[i].default_value = v
            else:
                self.link(v, n.inputs[i])
        return n.outputs[0]

    def ramp(self, fac, stops, interpolation='LINEAR'):
        n = self.nodes.new('ShaderNodeValToRGB')
        n.color_ramp.interpolation = interpolation
        els = n.color_ramp.elements
        while len(els) < len(stops):
            els.new(0.5)
        for el, (pos, col) in zip(els, stops):
            el.position = pos
            el.color = col
        self.link(fac, n.inputs[0])
        return n.outputs[0]

    def coords(self, kind='Object', scale=(1, 1, 1), rot=(0, 0, 0), loc=(0, 0, 0)):
        tc = self.nodes.new('ShaderNodeTexCoord')
        mp = self.nodes.new('ShaderNodeMapping')
        mp.inputs['Location'].default_value = loc
        mp.inputs['Rotation'].default_value = rot
        mp.inputs['Scale'].default_value = scale
        self.link(tc.outputs[kind], mp.inputs[0])
        return mp.outputs[0]

    def xyz(self, vec):
        n = self.nodes.new('ShaderNodeSeparateXYZ')
        self.link(vec, n.inputs[0])
        return n.outputs


def wave_scale(period):
    """The Scale of a Wave Texture whose bands repeat every `period` metres: Blender's bands are
    sin(20 x Scale x coordinate)."""
    return 2 * math.pi / (20 * period)


def new_material(name):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = NT(m.node_tree)
    bsdf = nt.nodes['Principled BSDF']
    return m, nt, bsdf


def wear(nt, bsdf, rng, rough, amount=0.12, bump=0.0):
    # Real surfaces are never uniformly glossy: vary roughness and add a faint bump so highlights
    # break up the way they do on handled objects.
    v = nt.coords('Object', scale=(1, 1, 1), loc=(rng.uniform(-50, 50),) * 3)
    noise = nt.node('ShaderNodeTexNoise', Vector=v, Scale=rng.uniform(60, 400), Detail=2.0)
    r = nt.math('MULTIPLY_ADD', noise.outputs['Fac'], amount * 2)
    r.node.inputs[2].default_value = rough - amount
    nt.link(r, bsdf.inputs['Roughness'])
    if bump > 0:
        b = nt.node('ShaderNodeBump', Strength=bump, Distance=0.0005, Height=noise.outputs['Fac'])
        nt.link(b, bsdf.inputs['Normal'])


def plain(rng, name, color, rough=0.5, metal=0.0, spec=0.5, clearcoat=0.0, ss=0.0, sheen=0.0,
          wear_amount=0.1):
    m, nt, bsdf = new_material(name)
    bsdf.inputs['Base Color'].default_value = color
    bsdf.inputs['Metallic'].default_value = metal
    bsdf.inputs['Specular'].default_value = spec
    bsdf.inputs['Roughness'].default_value = rough
    bsdf.inputs['Clearcoat'].default_value = clearcoat
    bsdf.inputs['Sheen'].default_value = sheen
    if ss > 0:
        bsdf.inputs['Subsurface'].default_value = ss
        bsdf.inputs['Subsurface Color'].default_value = color
        bsdf.inputs['Subsurface Radius'].default_value = (0.004, 0.0015, 0.001)
        bsdf.subsurface_method = 'BURLEY'  # random walk doubles the render time
    if wear_amount > 0:
        wear(nt, bsdf, rng, rough, wear_amount)
    return m


def metal_mat(rng, name='metal', tint=None, rough=None):
    if tint is None:
        tint = rng.choice([(0.86, 0.86, 0.87), (0.8, 0.8, 0.82), (0.9, 0.85, 0.75), (0.7, 0.72, 0.75)])
    return plain(rng, name, tint + (1.0,), rough if rough is not None else rng.uniform(0.12, 0.4), 1.0,
                 wear_amount=0.1)


def gold_mat(rng):
    return plain(rng, 'gold', (0.95, 0.68, 0.3, 1.0), rng.uniform(0.15, 0.35), 1.0)


def plastic(rng, color, name='plastic', rough=None):
    return plain(rng, name, color, rough if rough is not None else rng.uniform(0.25, 0.6), 0.0)


def thin_clear(rng, name, tint=(1, 1, 1, 1), frost=0.0, rough=0.05):
    # Thin glass or film (bulbs, blister bubbles, vials): transparent plus a Fresnel gloss, which
    # reads as a hollow shell and costs no refraction bounces.
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = NT(m.node_tree)
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    out = nt.node('ShaderNodeOutputMaterial')
    transp = nt.node('ShaderNodeBsdfTransparent', Color=tint)
    transl = nt.node('ShaderNodeBsdfTranslucent', Color=tuple(0.5 + 0.45 * c for c in tint[:3]) + (1,))
    diff = nt.node('ShaderNodeBsdfDiffuse', Color=tuple(0.6 + 0.35 * c for c in tint[:3]) + (1,))
    inner = nt.node('ShaderNodeMixShader', Fac=frost)
    nt.link(transp, inner.inputs[1])
    soft = nt.node('ShaderNodeMixShader', Fac=0.35)
    nt.link(transl, soft.inputs[1])
    nt.link(diff, soft.inputs[2])
    nt.link(soft, inner.inputs[2])
    gloss = nt.node('ShaderNodeBsdfGlossy', Roughness=rough + 0.25 * frost)
    fres = nt.node('ShaderNodeFresnel', IOR=1.5)
    fac = nt.math('ADD', fres, 0.04)
    outer = nt.node('ShaderNodeMixShader', Fac=fac)
    nt.link(inner, outer.inputs[1])
    nt.link(gloss, outer.inputs[2])
    nt.link(outer, out.inputs['Surface'])
    m.blend_method = 'BLEND'
    return m


def printed(rng, name, z0, z1, colours=None, metal=None, rough=None, around='angle'):
    """A printed wrap: 2-3 colour blocks along the item's axis (object Z) plus an optional
    stripe, diagonal or dot pattern. around='angle' uses the angle round a cylinder, 'x' a box."""
    m, nt, bsdf = new_material(name)
    if colours is None:
        colours = [vivid(rng) for _ in range(rng.choice([2, 2, 3]))]
        if rng.random() < 0.35:
            colours[rng.randrange(len(colours))] = hsv(0, 0, rng.choice([0.05, 0.1, 0.9, 0.95]))
    co = nt.xyz(nt.coords('Object'))
    t = nt.math('DIVIDE', nt.math('SUBTRACT', co[2], z0), max(1e-6, z1 - z0))
    stops = [(0.0, colours[0])]
    cuts = sorted(rng.uniform(0.15, 0.85) for _ in range(len(colours) - 1))
    for cut, col in zip(cuts, colours[1:]):
        stops.append((cut, col))
    col = nt.ramp(t, stops, 'CONSTANT')
    if around == 'angle':
        u = nt.math('DIVIDE', nt.math('ARCTAN2', co[1], co[0]), 2 * math.pi)
    else:
        u = nt.math('MULTIPLY', co[0], 1.0 / max(1e-6, z1 - z0))
    pattern = rng.choice(['none', 'none', 'stripe', 'diagonal', 'band', 'dots'])
    accent = vivid(rng) if rng.random() < 0.6 else hsv(0, 0, rng.choice([0.05, 0.95]))
    if pattern == 'stripe':
        k = rng.choice([1, 2, 3, 4])
        s = nt.math('SINE', nt.math('MULTIPLY', u, 2 * math.pi * k))
        mask = nt.math('GREATER_THAN', s, rng.uniform(0.3, 0.8))
        col = nt.mix(mask, col, accent)
    elif pattern == 'diagonal':
        d = nt.math('ADD', nt.math('MULTIPLY', t, rng.uniform(1, 4)), nt.math('MULTIPLY', u, rng.choice([-2, -1, 1, 2])))
        s = nt.math('SINE', nt.math('MULTIPLY', d, 2 * math.pi))
        mask = nt.math('GREATER_THAN', s, rng.uniform(0.5, 0.9))
        col = nt.mix(mask, col, accent)
    elif pattern == 'band':
        c = rng.uniform(0.2, 0.8)
        w = rng.uniform(0.02, 0.08)
        mask = nt.math('LESS_THAN', nt.math('ABSOLUTE', nt.math('SUBTRACT', t, c)), w)
        col = nt.mix(mask, col, accent)
    elif pattern == 'dots':
        vor = nt.node('ShaderNodeTexVoronoi', Vector=nt.coords('Object'), Scale=rng.uniform(150, 500))
        mask = nt.math('LESS_THAN', vor.outputs['Distance'], rng.uniform(0.2, 0.4))
        col = nt.mix(nt.math('MULTIPLY', mask, 0.8), col, accent)
    nt.link(col, bsdf.inputs['Base Color'])
    bsdf.inputs['Metallic'].default_value = metal if metal is not None else (rng.uniform(0.3, 0.8) if rng.random() < 0.3 else 0.0)
    bsdf.inputs['Specular'].default_value = 0.5
    wear(nt, bsdf, rng, rough if rough is not None else rng.uniform(0.2, 0.5), 0.08)
    return m


# ----------------------------------------------------------------------------- geometry helpers

class Item:
    """Parts of one object under an empty; placement works on the root only."""

    def __init__(self, name, kind):
        self.root = bpy.data.objects.new(name, None)
        bpy.context.scene.collection.objects.link(self.root)
        self.kind = kind
        self.parts = []
        self.poses = [((0, 0, 0), 1.0)]
        self._pts = None

    def add(self, obj):
        obj.parent = self.root
        self.parts.append(obj)
        self._pts = None
        return obj

    def local_points(self):
        if self._pts is None:
            pts = []
            for part in self.parts:
                mesh = part.data
                if mesh is None:
                    continue
                n = len(mesh.vertices)
                co = array('f', [0.0]) * (3 * n)
                mesh.vertices.foreach_get('co', co)
                step = max(1, n // 600)
                mb = part.matrix_basis
                for i in range(0, n, step):
                    pts.append(mb @ Vector((co[3 * i], co[3 * i + 1], co[3 * i + 2])))
            self._pts = pts
        return self._pts

    def world_points(self, matrix=None):
        m = matrix if matrix is not None else self.root.matrix_basis
        return [m @ p for p in self.local_points()]

    def bounds(self, matrix=None):
        pts = self.world_points(matrix)
        lo = Vector((min(p.x for p in pts), min(p.y for p in pts), min(p.z for p in pts)))
        hi = Vector((max(p.x for p in pts), max(p.y for p in pts), max(p.z for p in pts)))
        return lo, hi


def link_mesh(name, bm, mats, smooth=True, auto_smooth=math.radians(35)):
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    for m in mats:
        mesh.materials.append(m)
    if smooth:
        for p in mesh.polygons:
            p.use_smooth = True
        mesh.use_auto_smooth = True
        mesh.auto_smooth_angle = auto_smooth
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def lathe(name, profile, mats, seg_mats=None, segs=40, radial=None, smooth=True):
    """Revolve (r, z) points round Z. seg_mats[i] is the material index of the band from point i
    to i+1; radial(theta) scales the radius (ridged caps, hexagons need segs=6)."""
    bm = bmesh.new()
    rings = []
    for r, z in profile:
        if r <= 1e-7:
            rings.append([bm.verts.new((0, 0, z))])
            continue
        ring = []
        for k in range(segs):
            th = 2 * math.pi * k / segs
            rr = r * (radial(th) if radial else 1.0)
            ring.append(bm.verts.new((rr * math.cos(th), rr * math.sin(th), z)))
        rings.append(ring)
    for i in range(len(rings) - 1):
        a, b = rings[i], rings[i + 1]
        mi = seg_mats[i] if seg_mats else 0
        for k in range(segs):
            k2 = (k + 1) % segs
            if len(a) == 1 and len(b) == 1:
                continue
            if len(a) == 1:
                f = bm.faces.new((a[0], b[k2], b[k]))
            elif len(b) == 1:
                f = bm.faces.new((a[k], a[k2], b[0]))
            else:
                f = bm.faces.new((a[k], a[k2], b[k2], b[k]))
            f.material_index = mi
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return link_mesh(name, bm, mats, smooth)


def box(name, sx, sy, sz, mats, bevel=0.0, segs=2, center=(0, 0, 0)):
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co = Vector((v.co.x * sx + center[0], v.co.y * sy + center[1], v.co.z * sz + center[2]))
    obj = link_mesh(name, bm, mats if isinstance(mats, list) else [mats], smooth=bevel > 0)
    if bevel > 0:
        mod = obj.modifiers.new('bevel', 'BEVEL')
        mod.width = bevel
        mod.segments = segs
        mod.limit_method = 'ANGLE'
        mod.harden_normals = False
    return obj


def sphere(name, radius, mat, scale=(1, 1, 1), segs=24, rings=12, half=False):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segs, v_segments=rings, radius=radius)
    if half:  # a dome: drop the lower half
        bmesh.ops.delete(bm, geom=[v for v in bm.verts if v.co.z < -1e-6], context='VERTS')
    for v in bm.verts:
        v.co = Vector((v.co.x * scale[0], v.co.y * scale[1], v.co.z * scale[2]))
    return link_mesh(name, bm, [mat], smooth=True, auto_smooth=math.pi)


def tube(name, points, radius, mat, sides=10, closed=False, caps=True):
    """Sweep a circle along a polyline (parallel-transport frames): wires, handles, CFL spirals."""
    bm = bmesh.new()
    pts = [Vector(p) for p in points]
    n = len(pts)
    tangents = []
    for i in range(n):
        a = pts[(i - 1) % n] if (closed or i > 0) else pts[i]
        b = pts[(i + 1) % n] if (closed or i < n - 1) else pts[i]
        tangents.append((b - a).normalized())
    ref = Vector((0, 0, 1)) if abs(tangents[0].z) < 0.9 else Vector((1, 0, 0))
    normal = tangents[0].cross(ref).normalized()
    rings = []
    for i in range(n):
        t = tangents[i]
        normal = (normal - t * normal.dot(t)).normalized()
        binormal = t.cross(normal)
        ring = []
        for k in range(sides):
            th = 2 * math.pi * k / sides
            ring.append(bm.verts.new(pts[i] + radius * (math.cos(th) * normal + math.sin(th) * binormal)))
        rings.append(ring)
    last = n if closed else n - 1
    for i in range(last):
        a, b = rings[i], rings[(i + 1) % n]
        for k in range(sides):
            k2 = (k + 1) % sides
            bm.faces.new((a[k], a[k2], b[k2], b[k]))
    if caps and not closed:
        bm.faces.new(list(reversed(rings[0])))
        bm.faces.new(rings[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return link_mesh(name, bm, [mat], smooth=True, auto_smooth=math.radians(60))


# The lettering's fonts: DejaVu Sans and Sans Condensed, which Debian's Blender depends on (fonts-dejavu),
# so every machine that can render has exactly these. Fonts found on the machine made the renders
# depend on what else it had: Chromium brings Liberation, and with it 524 of the 960 training renders
# came out differently.
FONT_DIR = '/usr/share/fonts/truetype/dejavu'
FONT_FILES = [os.path.join(FONT_DIR, name) for name in (
    'DejaVuSans-Bold.ttf', 'DejaVuSans-BoldOblique.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans.ttf',
    'DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-BoldOblique.ttf', 'DejaVuSansCondensed-Oblique.ttf',
    'DejaVuSansCondensed.ttf')]
_missing_fonts = [path for path in FONT_FILES if not os.path.isfile(path)]
if _missing_fonts:
    raise SystemExit('missing fonts (apt-get install fonts-dejavu): ' + ', '.join(_missing_fonts))
_font_cache = {}


def font(rng):
    path = rng.choice(FONT_FILES)
    if path not in _font_cache or _font_cache[path].name not in bpy.data.fonts:
        _font_cache[path] = bpy.data.fonts.load(path, check_existing=True)
    return _font_cache[path]


def text_points(rng, body, extrude=0.0):
    """A text mesh in its own plane (x along the baseline, y up), normalised to height 1."""
    curve = bpy.data.curves.new('txt', 'FONT')
    curve.body = body
    curve.font = font(rng)
    curve.extrude = extrude
    curve.shear = rng.uniform(-0.15, 0.25) if rng.random() < 0.3 else 0.0
    curve.space_character = rng.uniform(0.9, 1.2)
    curve.resolution_u = 2
    obj = bpy.data.objects.new('txt', curve)
    bpy.context.scene.collection.objects.link(obj)
    dg = bpy.context.evaluated_depsgraph_get()
    mesh = bpy.data.meshes.new_from_object(obj.evaluated_get(dg))
    bpy.data.objects.remove(obj)
    bpy.data.curves.remove(curve)
    if not mesh.vertices:
        return mesh, 0.0, 0.0
    xs = [v.co.x for v in mesh.vertices]
    ys = [v.co.y for v in mesh.vertices]
    x0, y0, h = min(xs), min(ys), max(ys) - min(ys)
    w = max(xs) - x0
    for v in mesh.vertices:
        v.co.x = (v.co.x - x0 - w / 2) / h
        v.co.y = (v.co.y - y0 - h / 2) / h
        v.co.z = v.co.z / h
    return mesh, w / h, 1.0


def text_on_cylinder(rng, item, body, mat, radius, z_center, height, max_len, angle=0.0, along=True):
    """Text lying on a cylinder's surface: along the axis (batteries) or round it (cans)."""
    mesh, aspect, _ = text_points(rng, body)
    if aspect == 0:
        return None
    h = min(height, max_len / aspect)
    r = radius + 0.12 * MM + radius * 0.004
    for v in mesh.vertices:
        x, y = v.co.x * h, v.co.y * h
        if along:
            z, th = z_center + x, angle - y / r
        else:
            z, th = z_center + y, angle + x / r
        v.co = Vector((r * math.cos(th), r * math.sin(th), z))
    mesh.materials.append(mat)
    obj = bpy.data.objects.new('text', mesh)
    bpy.context.scene.collection.objects.link(obj)
    return item.add(obj)


def text_flat(rng, item, body, mat, matrix, height, max_len, extrude=0.0):
    """Text on a flat face; matrix maps text (x, y) to the face and z to its outward normal."""
    mesh, aspect, _ = text_points(rng, body, extrude)
    if aspect == 0:
        return None
    h = min(height, max_len / aspect)
    for v in mesh.vertices:
        v.co = matrix @ Vector((v.co.x * h, v.co.y * h, v.co.z * h + extrude * h))
    mesh.materials.append(mat)
    obj = bpy.data.objects.new('text', mesh)
    bpy.context.scene.collection.objects.link(obj)
    return item.add(obj)


def face_matrix(origin, x_axis, normal):
    x = Vector(x_axis).normalized()
    n = Vector(normal).normalized()
    y = n.cross(x)
    m = Matrix.Identity(4)
    for i in range(3):
        m[i][0], m[i][1], m[i][2], m[i][3] = x[i], y[i], n[i], origin[i]
    return m


SYLLABLES = ['VOL', 'TA', 'DURA', 'ENER', 'MAX', 'PRO', 'CEL', 'GIGA', 'ULTRA', 'POW', 'LUX', 'NOVA',
             'ZEN', 'KRAFT', 'ION', 'TEC', 'VARO', 'SUN', 'ACE', 'PEAK', 'OMNI', 'RAY', 'TOP', 'EVER',
             'PAN', 'SONI', 'GP', 'AXO', 'LITE', 'MEGA', 'ZAP', 'FLUX', 'VITA', 'NEO', 'KOR']


def brand(rng):
    name = ''.join(rng.choice(SYLLABLES) for _ in range(rng.choice([1, 2, 2, 2])))
    return name.capitalize() if rng.random() < 0.3 else name


def text_colour(rng, background_dark=None):
    if background_dark is None:
        background_dark = rng.random() < 0.5
    if rng.random() < 0.25:
        return vivid(rng)
    return hsv(0, 0, rng.uniform(0.85, 0.97)) if background_dark else hsv(0, 0, rng.uniform(0.02, 0.1))


# ----------------------------------------------------------------------------- batteries

CELL_SIZES = {  # radius, height, nub radius, nub height (mm), size labels
    'aa': (7.25, 50.5, 2.75, 1.0, ['AA', 'LR6', 'AA 1.5V', 'MIGNON']),
    'aaa': (5.25, 44.5, 1.9, 0.8, ['AAA', 'LR03', 'AAA 1.5V', 'MICRO']),
    'c': (13.1, 50.0, 3.75, 1.5, ['C', 'LR14', 'C 1.5V', 'BABY']),
    'd': (17.1, 61.5, 4.75, 1.5, ['D', 'LR20', 'D 1.5V', 'MONO']),
}


# Wraps of the cells people hold (bottom block first): black and copper, black and silver,
# silver and a colour, black, red and gold, white and blue rechargeables, store brands.
CELL_WRAPS = [
    ([(0, 0, 0.06), (0.07, 0.75, 0.72)], 0.65),
    ([(0, 0, 0.05), (0, 0, 0.78)], 0.7),
    ([(0, 0, 0.8), (0.0, 0.85, 0.7)], 0.6),
    ([(0, 0, 0.8), (0.6, 0.8, 0.6)], 0.6),
    ([(0, 0, 0.06), (0.0, 0.85, 0.65), (0.12, 0.7, 0.8)], 0.5),
    ([(0, 0, 0.95), (0.58, 0.7, 0.6)], 0.1),
    ([(0.62, 0.8, 0.45), (0, 0, 0.8)], 0.55),
    ([(0.33, 0.7, 0.45), (0.12, 0.65, 0.8)], 0.5),
    ([(0, 0, 0.08), (0.55, 0.9, 0.75)], 0.4),
    ([(0.12, 0.6, 0.85), (0, 0, 0.06)], 0.6),
]


def cell_wrap(rng, height):
    """Most cells wear a brand's usual scheme, nudged in hue and shade; a few a vivid one."""
    if rng.random() < 0.2:
        return printed(rng, 'wrap', 0.0, height)
    blocks, metal = rng.choice(CELL_WRAPS)
    colours = [hsv(h + rng.uniform(-0.02, 0.02), s * rng.uniform(0.85, 1.1), v * rng.uniform(0.85, 1.1))
               for h, s, v in blocks]
    return printed(rng, 'wrap', 0.0, height, colours=colours, metal=metal * rng.uniform(0.7, 1.2),
                   rough=rng.uniform(0.15, 0.4))


def cell_battery(rng, kind, wrap=None):
    R, H, nr, nh, labels = CELL_SIZES[kind]
    R, H, nr, nh = R * MM, H * MM, nr * MM, nh * MM
    item = Item(kind, kind)
    metal = metal_mat(rng)
    wrap = wrap or cell_wrap(rng, H)
    inner = plain(rng, 'seal', hsv(0, 0, rng.choice([0.05, 0.7])), 0.5)
    e = H * 0.02
    top = H - nh
    profile = [
        (0, 0), (R * 0.78, 0), (R * 0.84, 0.25 * e), (R * 0.88, 0.6 * e),   # metal negative end
        (R * 0.92, 0.6 * e), (R * 0.985, 0.9 * e), (R, 1.5 * e),           # wrap folds round
        (R, top - 1.4 * e), (R * 0.985, top - 0.6 * e), (R * 0.9, top - 0.35 * e),
        (R * 0.86, top - 0.35 * e), (R * 0.84, top - 0.3 * e),            # seal ring
        (R * 0.8, top - 0.2 * e), (nr * 1.05, top - 0.2 * e), (nr, top - 0.1 * e),
        (nr, H - 0.15 * nh), (nr * 0.9, H), (0, H),                        # + nub
    ]
    mats = [0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0, 0, 0]
    body = item.add(lathe('cell', profile, [metal, wrap, inner], mats, segs=48))
    # Printed text along the axis, sometimes a second line or the size round the middle.
    tcol = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
    angle = rng.uniform(0, 2 * math.pi)
    text_on_cylinder(rng, item, brand(rng), tcol, R, H * rng.uniform(0.42, 0.55), R * 0.55, H * 0.6, angle)
    if rng.random() < 0.8:
        label = rng.choice(labels)
        if rng.random() < 0.5:
            text_on_cylinder(rng, item, label, tcol, R, H * 0.5, R * 0.45, H * 0.35, angle + math.pi, True)
        else:
            text_on_cylinder(rng, item, rng.choice(['1.5V', 'ALKALINE', '+', label]), tcol, R,
                             H * rng.uniform(0.15, 0.3), R * 0.4, H * 0.3, angle + rng.uniform(1, 2.5))
    if rng.random() < 0.5:
        text_on_cylinder(rng, item, '+', tcol, R, H * 0.85, R * 0.5, R, angle)
    item.poses = [((0, 0, 0), 0.2), ((math.pi / 2, 0, 0), 0.7), ((math.pi, 0, 0), 0.1)]
    item.size = (R, H)
    return item


def nine_volt(rng):
    W, D, H = 26.5 * MM, 17.5 * MM, 48.5 * MM
    item = Item('9v', '9v')
    wrap = printed(rng, 'wrap', -H / 2, H / 2, around='x')
    metal = metal_mat(rng)
    item.add(box('body', W, D, H * 0.93, [wrap], bevel=1.2 * MM, segs=3, center=(0, 0, -H * 0.035)))
    item.add(box('cap', W * 0.98, D * 0.97, H * 0.05, [metal], bevel=0.8 * MM, center=(0, 0, H * 0.445)))
    top = H * 0.47
    # Snap terminals: a round stud (+) and a hexagonal socket (-).
    item.add(lathe('plus', [(0, top), (3.0 * MM, top), (3.0 * MM, top + 2.2 * MM), (3.4 * MM, top + 2.6 * MM),
                            (3.4 * MM, top + 3.0 * MM), (0, top + 3.0 * MM)], [metal], segs=20)).location.x = -6.3 * MM
    hexo = lathe('minus', [(0, top), (4.2 * MM, top), (4.2 * MM, top + 3.0 * MM), (3.4 * MM, top + 3.0 * MM),
                           (3.2 * MM, top + 1.0 * MM), (0, top + 1.0 * MM)], [metal], segs=6, smooth=False)
    item.add(hexo).location.x = 6.3 * MM
    dark = rng.random() < 0.5
    ink = plain(rng, 'ink', text_colour(rng, dark), 0.4, wear_amount=0)
    for sign in (1, -1):
        m = face_matrix((0, sign * (D / 2 + 0.15 * MM), rng.uniform(-0.1, 0.1) * H),
                        (0, 0, sign) if rng.random() < 0.6 else (-sign, 0, 0), (0, sign, 0))
        along = abs((m.col[0].xyz).z) > 0.5
        text_flat(rng, item, rng.choice([brand(rng), '9V', '9 VOLT', 'PP3', '6LR61']), ink, m,
                  (W if along else H) * 0.3, (H if along else W) * 0.85)
        if rng.random() < 0.6:
            m2 = face_matrix((0, sign * (D / 2 + 0.15 * MM), -H * 0.3), (-sign, 0, 0), (0, sign, 0))
            text_flat(rng, item, '9V', ink, m2, H * 0.12, W * 0.7)
    item.poses = [((0, 0, 0), 0.35), ((math.pi / 2, 0, 0), 0.4), ((0, math.pi / 2, 0), 0.25)]
    item.size = (W / 2, H)
    return item


def coin_cell(rng):
    model = rng.choice([('CR2032', 10.0, 3.2), ('CR2032', 10.0, 3.2), ('CR2025', 10.0, 2.5),
                        ('CR2016', 10.0, 1.6), ('CR1220', 6.25, 2.0), ('LR44', 5.8, 5.4)])
    label, R, H = model[0], model[1] * MM, model[2] * MM
    item = Item('coin', 'coin-cell')
    can = metal_mat(rng, 'can', rough=rng.uniform(0.08, 0.3))
    neg = metal_mat(rng, 'neg', rough=rng.uniform(0.15, 0.4))
    gasket = plain(rng, 'gasket', hsv(0, 0, rng.uniform(0.02, 0.15)), 0.5)
    profile = [(0, 0), (R * 0.82, 0), (R * 0.84, H * 0.06), (R * 0.86, H * 0.15), (R * 0.9, H * 0.17),
               (R * 0.95, H * 0.2), (R, H * 0.35), (R, H * 0.9), (R * 0.98, H), (0, H)]
    item.add(lathe('cell', profile, [neg, gasket, can], [0, 0, 1, 1, 2, 2, 2, 2, 2], segs=64))
    # Embossed lettering on the + face: same metal, raised a hair.
    emb = metal_mat(rng, 'emboss', rough=rng.uniform(0.2, 0.45))
    ang = rng.uniform(0, 2 * math.pi)
    xa = (math.cos(ang), math.sin(ang), 0)
    ya = (-math.sin(ang), math.cos(ang), 0)
    text_flat(rng, item, label, emb, face_matrix((xa[0] * 0 + ya[0] * R * 0.05, ya[1] * R * 0.05, H), xa, (0, 0, 1)),
              R * 0.32, R * 1.4, extrude=0.06)
    if rng.random() < 0.8:
        o = (ya[0] * R * 0.55, ya[1] * R * 0.55, H)
        text_flat(rng, item, rng.choice(['+', brand(rng), '3V', 'LITHIUM']), emb, face_matrix(o, xa, (0, 0, 1)),
                  R * 0.22, R * 1.0, extrude=0.06)
    if rng.random() < 0.6:
        o = (-ya[0] * R * 0.5, -ya[1] * R * 0.5, H)
        text_flat(rng, item, rng.choice(['3V', '+', '1.5V' if label == 'LR44' else 'LITHIUM 3V']), emb,
                  face_matrix(o, xa, (0, 0, 1)), R * 0.2, R * 1.1, extrude=0.06)
    item.poses = [((0, 0, 0), 0.75), ((math.pi, 0, 0), 0.15), ((math.pi / 2, 0, 0), 0.1)]
    item.size = (R, H)
    return item


def phone_pack(rng):
    W, L, T = rng.uniform(40, 60) * MM, rng.uniform(55, 85) * MM, rng.uniform(3.5, 6) * MM
    item = Item('phone', 'phone-pack')
    label_col = rng.choice([hsv(0, 0, rng.uniform(0.02, 0.12)), hsv(rng.uniform(0.55, 0.7), 0.6, 0.25),
                            hsv(0, 0, rng.uniform(0.5, 0.75))])
    label = plain(rng, 'label', label_col, rng.uniform(0.2, 0.5), metal=0.6 if label_col[0] > 0.15 else 0.0)
    item.add(box('slab', W, L, T, [label], bevel=0.6 * MM, center=(0, 0, T / 2)))
    light = plain(rng, 'band', hsv(rng.random(), rng.uniform(0, 0.2), rng.uniform(0.8, 0.95)), 0.5, wear_amount=0)
    dark_ink = plain(rng, 'ink', hsv(0, 0, 0.05), 0.5, wear_amount=0)
    light_ink = plain(rng, 'ink2', hsv(0, 0, 0.92), 0.5, wear_amount=0)
    band_y = rng.uniform(-0.25, 0.25) * L
    band_h = rng.uniform(0.12, 0.22) * L
    item.add(box('band', W * 0.96, band_h, 0.1 * MM, [light], center=(0, band_y, T + 0.05 * MM)))
    up = T + 0.16 * MM
    text_flat(rng, item, rng.choice(['Li-ion', 'Li-Polymer', 'Li-ion Battery', brand(rng)]), dark_ink,
              face_matrix((0, band_y, up), (1, 0, 0), (0, 0, 1)), band_h * 0.45, W * 0.85)
    lines = ['%.2fV %dmAh' % (rng.choice([3.7, 3.8, 3.85, 3.87]), rng.randrange(1500, 5000, 50)),
             '%.2fWh' % rng.uniform(6, 19), brand(rng), 'BL-%d%s' % (rng.randrange(4, 60), rng.choice('ABCDT')),
             'WARNING', 'Made in China']
    rng.shuffle(lines)
    y = band_y + band_h
    for line in lines[:rng.randrange(2, 5)]:
        if y + 0.08 * L > L / 2 * 0.85:
            y = band_y - band_h - 0.04 * L
        text_flat(rng, item, line, light_ink, face_matrix((rng.uniform(-0.1, 0.1) * W, y, up), (1, 0, 0), (0, 0, 1)),
                  L * 0.055, W * 0.8)
        y += L * 0.09
    # Contacts: gold pads on a black block at one end, or a flex cable.
    end = L / 2
    black = plain(rng, 'conn', hsv(0, 0, 0.03), 0.4)
    if rng.random() < 0.6:
        item.add(box('conn', W * 0.35, 3 * MM, T * 0.8, [black], center=(0, end - 1.5 * MM, T * 0.5)))
        gold = gold_mat(rng)
        n = rng.choice([3, 4])
        for i in range(n):
            x = (i - (n - 1) / 2) * W * 0.3 / n
            item.add(box('pad', W * 0.05, 2 * MM, 0.2 * MM, [gold], center=(x, end - 1.5 * MM, T * 0.9 + 0.1 * MM)))
    else:
        flex = plain(rng, 'flex', hsv(0.08, 0.9, 0.7) if rng.random() < 0.6 else hsv(0, 0, 0.05), 0.3)
        item.add(box('flex', W * 0.18, L * 0.22, 0.2 * MM, [flex], center=(rng.uniform(-0.3, 0.3) * W, end + L * 0.1, T * 0.7)))
    item.poses = [((0, 0, 0), 0.8), ((math.pi, 0, 0), 0.2)]
    item.size = (W / 2, L)
    return item


def laptop_pack(rng):
    L, W, T = rng.uniform(180, 260) * MM, rng.uniform(45, 60) * MM, rng.uniform(14, 22) * MM
    item = Item('laptop', 'laptop-pack')
    shell = plain(rng, 'shell', hsv(rng.random(), rng.uniform(0, 0.15), rng.uniform(0.02, 0.2)), rng.uniform(0.3, 0.7))
    item.add(box('slab', L, W, T * 0.7, [shell], bevel=1.5 * MM, segs=3, center=(0, 0, T * 0.35)))
    # The row of 18650 cells shows as a long bulge along one edge, with seams between cells.
    cr = T / 2
    n = rng.choice([3, 4, 6])
    seg = L * 0.96 / n
    for i in range(n):
        c = lathe('cell', [(0, 0), (cr * 0.96, 0), (cr, seg * 0.05), (cr, seg * 0.95), (cr * 0.96, seg), (0, seg)],
                  [shell], segs=32)
        c.rotation_euler = (0, math.pi / 2, 0)
        c.location = (-L * 0.48 + i * seg, W / 2 - cr, cr)
        item.add(c)
    # Connector: recessed block with gold pins, and a latch.
    black = plain(rng, 'conn', hsv(0, 0, 0.02), 0.5)
    gold = gold_mat(rng)
    cx = rng.uniform(-0.2, 0.2) * L
    item.add(box('conn', 22 * MM, 3 * MM, T * 0.45, [black], center=(cx, -W / 2 - 0.5 * MM, T * 0.3)))
    for i in range(rng.choice([6, 7, 8, 9])):
        item.add(box('pin', 1.2 * MM, 1 * MM, T * 0.25, [gold], center=(cx - 9 * MM + i * 2.4 * MM, -W / 2 - 1.6 * MM, T * 0.3)))
    # Label on top with text lines and a barcode.
    paper = plain(rng, 'label', hsv(0, 0, rng.uniform(0.6, 0.93)), 0.6, metal=0.4 if rng.random() < 0.4 else 0.0)
    lw, lh = L * rng.uniform(0.45, 0.7), W * 0.6
    lx = rng.uniform(-0.15, 0.1) * L
    item.add(box('label', lw, lh, 0.1 * MM, [paper], center=(lx, -W * 0.12, T * 0.7 + 0.05 * MM)))
    ink = plain(rng, 'ink', hsv(0, 0, 0.04), 0.5, wear_amount=0)
    up = T * 0.7 + 0.16 * MM
    lines = [brand(rng) + ' ' + rng.choice(['Li-ion Battery Pack', 'Battery', 'LAPTOP BATTERY']),
             '%.1fV %dmAh %dWh' % (rng.choice([10.8, 11.1, 14.4, 14.8]), rng.randrange(2200, 6600, 100), rng.randrange(24, 99)),
             'P/N %s%d-%d' % (rng.choice(['A', 'L', 'VGP', 'AS']), rng.randrange(10, 99), rng.randrange(100, 999)),
             'CAUTION: do not disassemble', 'Rechargeable']
    for i, line in enumerate(lines[:rng.randrange(2, 5)]):
        text_flat(rng, item, line, ink, face_matrix((lx - lw * 0.05, -W * 0.12 + lh * (0.3 - i * 0.17), up), (1, 0, 0), (0, 0, 1)),
                  lh * 0.1, lw * 0.8)
    bm = bmesh.new()
    bx = lx + lw * 0.32
    x = bx
    while x < bx + lw * 0.15:
        w = rng.choice([0.2, 0.3, 0.5]) * MM
        bmesh.ops.create_grid(bm, x_segments=1, y_segments=1, size=0.5,
                              matrix=Matrix.Translation((x + w / 2, -W * 0.12 - lh * 0.25, up)) @ Matrix.Diagonal((w, lh * 0.3, 1, 1)))
        x += w + rng.choice([0.2, 0.3, 0.5]) * MM
    item.add(link_mesh('barcode', bm, [ink], smooth=False))
    item.poses = [((0, 0, 0), 0.7), ((math.pi, 0, 0), 0.3)]
    item.size = (W / 2, L)
    return item


# ----------------------------------------------------------------------------- hazards

def aerosol(rng):
    R = rng.uniform(22, 33) * MM
    H = rng.uniform(4.5, 7.0) * R
    item = Item('aerosol', 'aerosol')
    wrap = printed(rng, 'wrap', 0, H * 0.8)
    dome = metal_mat(rng, 'dome') if rng.random() < 0.6 else wrap
    metal = metal_mat(rng)
    hb = H * 0.8
    dh = R * rng.uniform(0.45, 0.7)
    prof = [(0, 4 * MM), (R * 0.6, 3 * MM), (R * 0.9, 0.6 * MM), (R * 0.95, 0), (R, 1.8 * MM), (R, hb)]
    mats = [0, 0, 0, 0, 1]
    for k in range(1, 9):
        a = k / 8 * (math.pi / 2)
        prof.append((max(13 * MM, R * math.cos(a)), hb + dh * math.sin(a)))
        mats.append(2)
    top = prof[-1][1]
    prof += [(14 * MM, top + 1 * MM), (12.5 * MM, top + 2.5 * MM), (11 * MM, top + 2 * MM), (11 * MM, top + 1.2 * MM), (0, top + 1.2 * MM)]
    mats += [0, 0, 0, 0, 0]
    item.add(lathe('can', prof, [metal, wrap, dome], mats[:len(prof) - 1], segs=48))
    capcol = vivid(rng) if rng.random() < 0.6 else hsv(0, 0, rng.choice([0.05, 0.9]))
    cap = plastic(rng, capcol, 'cap')
    if rng.random() < 0.5:  # full over-cap
        ch = R * rng.uniform(0.9, 1.5)
        item.add(lathe('overcap', [(0, hb + ch), (R * 0.92, hb + ch), (R * 0.99, hb + ch - 2 * MM), (R * 1.01, hb + 1 * MM),
                                   (R * 0.98, hb), (R * 0.9, hb + 1 * MM), (R * 0.9, hb + ch - 3 * MM), (0, hb + ch - 3 * MM)],
                       [cap], segs=48))
    else:  # actuator button with a nozzle
        ar = rng.uniform(7, 11) * MM
        ah = rng.uniform(10, 18) * MM
        base = top + 1.2 * MM
        item.add(lathe('actuator', [(0, base), (ar, base), (ar, base + ah * 0.8), (ar * 0.8, base + ah), (0, base + ah)], [cap], segs=32))
        noz = plain(rng, 'nozzle', hsv(0, 0, 0.02), 0.5)
        item.add(sphere('nozzle', 1.2 * MM, noz, segs=12, rings=8)).location = (ar, 0, base + ah * 0.6)
    ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
    ang = rng.uniform(0, 2 * math.pi)
    text_on_cylinder(rng, item, brand(rng), ink, R, hb * rng.uniform(0.5, 0.7), R * 0.6, R * 2.2, ang, along=rng.random() < 0.25)
    words = ['DEODORANT', 'HAIRSPRAY', 'SPRAY PAINT', 'INSECT KILLER', 'AIR FRESHENER', 'FURNITURE POLISH',
             'LUBRICANT', 'OVEN CLEANER', 'STARCH', 'SHAVING FOAM', 'DRY SHAMPOO', '400 ml', '250ml', 'EXTREMELY FLAMMABLE']
    text_on_cylinder(rng, item, rng.choice(words), ink, R, hb * rng.uniform(0.25, 0.42), R * 0.22, R * 2.5, ang)
    if rng.random() < 0.5:
        text_on_cylinder(rng, item, rng.choice(words), ink, R, hb * rng.uniform(0.08, 0.18), R * 0.15, R * 2.5, ang + 0.3)
    item.poses = [((0, 0, 0), 0.55), ((math.pi / 2, 0, 0), 0.45)]
    item.size = (R, H)
    return item


def paint_tin(rng):
    R = rng.uniform(45, 95) * MM
    H = R * rng.uniform(1.0, 1.7)
    item = Item('paint', 'paint-tin')
    tin = metal_mat(rng, 'tin', tint=rng.choice([(0.85, 0.85, 0.86), (0.85, 0.75, 0.55), (0.75, 0.76, 0.78)]))
    paint_col = vivid(rng) if rng.random() < 0.7 else hsv(rng.random(), 0.1, rng.uniform(0.6, 0.95))
    paint = plain(rng, 'paint', paint_col, rng.uniform(0.05, 0.3), wear_amount=0.05)
    prof = [(0, 2 * MM), (R * 0.95, 1.5 * MM), (R * 0.97, 0), (R + 1.2 * MM, 1.5 * MM), (R, 3 * MM),
            (R, H - 4 * MM), (R + 1.5 * MM, H - 2.5 * MM), (R + 1 * MM, H), (R * 0.93, H), (R * 0.92, H - 3 * MM),
            (R * 0.9, H - 3 * MM), (R * 0.89, H - 1.5 * MM), (R * 0.8, H - 1.5 * MM), (R * 0.8, H - 3.5 * MM), (0, H - 3.5 * MM)]
    item.add(lathe('tin', prof, [tin], segs=64))
    if rng.random() < 0.8:  # paper or printed label round the middle
        z0, z1 = H * rng.uniform(0.06, 0.15), H * rng.uniform(0.8, 0.92)
        label = printed(rng, 'label', z0, z1, metal=0.0, rough=rng.uniform(0.3, 0.7))
        item.add(lathe('label', [(R + 0.2 * MM, z0), (R + 0.2 * MM, z1)], [label], segs=64))
        ink = plain(rng, 'ink', text_colour(rng), 0.5, wear_amount=0)
        ang = rng.uniform(0, 2 * math.pi)
        words = ['PAINT', 'EMULSION', 'GLOSS', 'MATT', 'SATIN', 'WOOD STAIN', 'VARNISH', 'PRIMER', 'UNDERCOAT', 'EXTERIOR']
        text_on_cylinder(rng, item, brand(rng), ink, R + 0.2 * MM, z0 + (z1 - z0) * 0.7, (z1 - z0) * 0.15, R * 2.2, ang, along=False)
        text_on_cylinder(rng, item, rng.choice(words), ink, R + 0.2 * MM, z0 + (z1 - z0) * 0.45, (z1 - z0) * 0.1, R * 2.4, ang, along=False)
        text_on_cylinder(rng, item, rng.choice(['2.5L', '1L', '750ml', '5L', '500ml']), ink, R + 0.2 * MM, z0 + (z1 - z0) * 0.2,
                         (z1 - z0) * 0.08, R, ang + rng.uniform(-0.5, 0.5), along=False)
        swatch = lathe('swatch', [(R + 0.35 * MM, z0 + (z1 - z0) * 0.28), (R + 0.35 * MM, z0 + (z1 - z0) * 0.4)], [paint], segs=64)
        item.add(swatch)
    # Wire handle resting to one side, hooked in two ears.
    wire = metal_mat(rng, 'wire', rough=0.3)
    tilt = rng.uniform(0.2, 1.3) * rng.choice([-1, 1])
    pts = []
    for k in range(25):
        a = math.pi * k / 24
        x, z = -math.cos(a) * (R + 2 * MM), math.sin(a) * R * 0.9
        pts.append((x, -z * math.sin(tilt), H - 6 * MM + z * math.cos(tilt)))
    item.add(tube('handle', pts, rng.uniform(1.2, 2.0) * MM, wire, sides=8))
    for s in (-1, 1):
        item.add(box('ear', 3 * MM, 6 * MM, 8 * MM, [tin], bevel=0.5 * MM, center=(s * (R + 1 * MM), 0, H - 7 * MM)))
    # Drips from the rim and paint round the lid groove.
    for _ in range(rng.choice([0, 0, 1, 2, 4])):
        a = rng.uniform(0, 2 * math.pi)
        ln = rng.uniform(0.1, 0.5) * H
        d = sphere('drip', 2.5 * MM, paint, scale=(0.8, 0.5, ln / (5 * MM)), segs=12, rings=8)
        d.location = ((R + 0.6 * MM) * math.cos(a), (R + 0.6 * MM) * math.sin(a), H - ln / 2)
        d.rotation_euler = (0, 0, a)
        item.add(d)
    if rng.random() < 0.5:
        item.add(lathe('ring', [(R * 0.89, H - 1.0 * MM), (R * 0.95, H + 0.6 * MM), (R * 1.01, H + 0.3 * MM)], [paint], segs=48))
    item.poses = [((0, 0, 0), 0.85), ((math.pi / 2, 0, 0), 0.15)]
    item.size = (R, H)
    return item


def screw_base(rng, item, mats_metal, z0, r, h, pitch, bayonet=False):
    prof = [(0, z0 - 3 * MM), (r * 0.35, z0 - 3 * MM), (r * 0.4, z0 - 1.5 * MM), (r * 0.55, z0 - 1 * MM), (r * 0.8, z0)]
    n = int(h / pitch * 6)
    for i in range(n + 1):
        z = z0 + h * i / n
        bump = 0 if bayonet else 0.07 * r * math.sin(2 * math.pi * (z - z0) / pitch)
        prof.append((r * 0.93 + bump, z))
    insulator = plain(rng, 'insul', hsv(0, 0, 0.03), 0.2)
    mats = [0, 1, 1, 1] + [2] * (len(prof) - 4)
    item.add(lathe('base', prof, [mats_metal, insulator, mats_metal], mats[:len(prof) - 1], segs=40))
    if bayonet:
        for s in (-1, 1):
            p = lathe('pin', [(0, 0), (1.1 * MM, 0), (1.1 * MM, 3 * MM), (0, 3 * MM)], [mats_metal], segs=10)
            p.rotation_euler = (0, s * math.pi / 2, 0)
            p.location = (s * r * 0.9, 0, z0 + h * 0.55)
            item.add(p)


def light_bulb(rng):
    item = Item('bulb', 'light-bulb')
    shape = rng.choice(['a60', 'a60', 'candle', 'globe'])
    base_small = shape == 'candle' or rng.random() < 0.25
    br, bh = (7 * MM, 20 * MM) if base_small else (13.5 * MM, 24 * MM)
    bayonet = rng.random() < 0.25
    metal = metal_mat(rng, 'base', tint=rng.choice([(0.85, 0.85, 0.86), (0.9, 0.8, 0.55)]), rough=0.25)
    screw_base(rng, item, metal, 0, br, bh, 3.6 * MM if not base_small else 2.8 * MM, bayonet)
    finish = rng.choice(['clear', 'frosted', 'white'])
    glass = thin_clear(rng, 'glass', (1, 1, 1, 1) if rng.random() < 0.8 else (1, 0.9, 0.7, 1),
                       frost={'clear': 0.0, 'frosted': 0.6, 'white': 0.97}[finish])
    z = bh
    R = {'a60': 30, 'candle': 17.5, 'globe': 47}[shape] * MM
    prof = [(br * 0.93, z)]
    if shape == 'candle':
        for k in range(1, 13):
            t = k / 12
            r = br * 0.93 + (R - br * 0.93) * math.sin(min(1, t * 2.2) * math.pi / 2)
            if t > 0.55:
                r = R * math.cos((t - 0.55) / 0.45 * math.pi / 2) ** 0.7
            prof.append((max(r, 0.0), z + t * 75 * MM))
    else:
        neck = R * (1.0 if shape == 'a60' else 0.35)
        cz = z + neck + R * 0.6
        for k in range(1, 6):
            t = k / 5
            prof.append((br * 0.93 + (R * 0.6 - br * 0.93) * t ** 1.5, z + (cz - R * 0.8 - z) * t))
        for k in range(0, 14):
            a = -math.asin(0.8) + (math.pi / 2 + math.asin(0.8)) * k / 13
            prof.append((R * math.cos(a) if k < 13 else 0, cz + R * math.sin(a)))
    item.add(lathe('glass', prof, [glass], segs=40))
    if finish == 'clear':  # stem, lead wires and the coiled filament
        top = prof[-1][1]
        wire = metal_mat(rng, 'wire', tint=(0.6, 0.6, 0.62), rough=0.3)
        stem = thin_clear(rng, 'stem', frost=0.1)
        item.add(lathe('stem', [(0, z), (br * 0.5, z), (2 * MM, z + (top - z) * 0.45), (0, z + (top - z) * 0.5)], [stem], segs=16))
        fz = z + (top - z) * rng.uniform(0.5, 0.62)
        fw = min(R * 0.7, 9 * MM)
        for s in (-1, 1):
            item.add(tube('lead', [(s * 1 * MM, 0, z + (top - z) * 0.35), (s * fw, 0, fz)], 0.25 * MM, wire, sides=5))
        coil = [(-fw + 2 * fw * i / 120, 0.7 * MM * math.cos(i * 1.2), fz + 0.7 * MM * math.sin(i * 1.2)) for i in range(121)]
        item.add(tube('filament', coil, 0.15 * MM, wire, sides=4))
    item.poses = [((math.pi / 2, 0, 0), 0.7), ((0, 0, 0), 0.2), ((math.pi / 2 + 0.35, 0, 0), 0.1)]
    item.size = (R, prof[-1][1])
    return item


def cfl(rng):
    item = Item('cfl', 'cfl')
    metal = metal_mat(rng, 'base', rough=0.25)
    br = 13.5 * MM if rng.random() < 0.75 else 7 * MM
    screw_base(rng, item, metal, 0, br, 24 * MM, 3.6 * MM, rng.random() < 0.2)
    housing = plastic(rng, hsv(0.1, rng.uniform(0, 0.08), rng.uniform(0.8, 0.95)), 'housing', 0.4)
    hr = rng.uniform(18, 25) * MM
    hh = rng.uniform(25, 38) * MM
    item.add(lathe('housing', [(br * 0.93, 24 * MM), (hr * 0.9, 24 * MM + hh * 0.4), (hr, 24 * MM + hh * 0.8),
                               (hr, 24 * MM + hh), (0, 24 * MM + hh)], [housing], segs=40))
    phosphor = plain(rng, 'phosphor', hsv(0.12, 0.03, 0.92), 0.35, sheen=0.5, wear_amount=0.05)
    z0 = 24 * MM + hh
    tr = rng.uniform(3.8, 5.5) * MM
    if rng.random() < 0.7:  # spiral
        rr = hr * rng.uniform(0.55, 0.75)
        turns = rng.uniform(3, 5.5)
        height = rng.uniform(45, 75) * MM
        pts = [(rr * 0.3, 0, z0 - 2 * MM)]
        for i in range(int(turns * 24) + 1):
            a = 2 * math.pi * i / 24
            pts.append((rr * math.cos(a), rr * math.sin(a), z0 + 4 * MM + height * i / (turns * 24)))
        pts.append((0, 0, pts[-1][2] + tr))
        pts.append((0, 0, z0 - 2 * MM))
        item.add(tube('spiral', pts, tr, phosphor, sides=10))
    else:  # 2-3 U tubes
        n = rng.choice([2, 3])
        height = rng.uniform(50, 90) * MM
        for i in range(n):
            a = 2 * math.pi * i / n
            c, s = math.cos(a), math.sin(a)
            off = hr * 0.45
            pts = [(off * c - 0.35 * hr * s, off * s + 0.35 * hr * c, z0 - 2 * MM)]
            pts.append((pts[0][0], pts[0][1], z0 + height))
            for k in range(1, 8):
                t = math.pi * k / 8
                u = -0.35 * hr * math.cos(t)
                pts.append((off * c - u * s, off * s + u * c, z0 + height + 0.35 * hr * math.sin(t)))
            pts.append((off * c + 0.35 * hr * s, off * s - 0.35 * hr * c, z0 + height))
            pts.append((pts[-1][0], pts[-1][1], z0 - 2 * MM))
            item.add(tube('u', pts, tr, phosphor, sides=10))
    item.poses = [((math.pi / 2, 0, 0), 0.7), ((0, 0, 0), 0.3)]
    item.size = (hr, 24 * MM + hh + 70 * MM)
    return item


def fluorescent_tube(rng):
    item = Item('tube', 'fluorescent-tube')
    R = rng.choice([13, 13, 8, 19]) * MM
    L = rng.choice([300, 450, 600, 600, 900, 1200]) * MM
    glass = plain(rng, 'glass', hsv(0.15, 0.02, rng.uniform(0.85, 0.95)), rng.uniform(0.2, 0.4), sheen=0.5, wear_amount=0.05)
    cap = metal_mat(rng, 'cap', rough=rng.uniform(0.25, 0.45))
    body = lathe('glass', [(0, 0), (R * 0.8, 0), (R, R * 0.2), (R, L), (R * 0.8, L + R * 0.2), (0, L + R * 0.2)], [glass], segs=40)
    item.add(body)
    pin = metal_mat(rng, 'pin', rough=0.2)
    cl = rng.uniform(15, 25) * MM
    ins = plain(rng, 'insert', hsv(0, 0, rng.choice([0.05, 0.85])), 0.5)
    for z0, sgn in ((-2 * MM, 1), (L + R * 0.2 + 2 * MM, -1)):
        zs = [z0, z0 + sgn * cl]
        prof = [(0, z0 - sgn * 0.5 * MM), (R * 0.7, z0 - sgn * 0.5 * MM), (R * 1.05, z0), (R * 1.05, zs[1]), (R * 1.0, zs[1] + sgn * 1 * MM)]
        if sgn < 0:
            prof = list(reversed(prof))
        item.add(lathe('cap', prof, [cap], segs=40))
        item.add(lathe('ins', [(0, z0 - sgn * 0.6 * MM), (R * 0.6, z0 - sgn * 0.6 * MM)], [ins], segs=24))
        for s in (-1, 1):
            p = lathe('pin', [(0, 0), (1 * MM, 0), (1 * MM, 6 * MM), (0, 6 * MM)], [pin], segs=8)
            p.location = (s * 6.3 * MM, 0, z0 - sgn * 0.5 * MM - (6 * MM if sgn > 0 else 0))
            item.add(p)
    item.poses = [((math.pi / 2, 0, 0), 1.0)]
    item.size = (R, L)
    return item


def gas_cartridge(rng):
    item = Item('gas', 'gas-cartridge')
    style = rng.choice(['screw', 'screw', 'pierce', 'stove'])
    metal = metal_mat(rng)
    wrap_top = 0.0
    if style == 'stove':
        R, hb = 33 * MM, rng.uniform(150, 180) * MM
        prof = [(0, 3 * MM), (R * 0.9, 0.5 * MM), (R, 2 * MM), (R, hb), (R * 0.85, hb + 6 * MM), (12 * MM, hb + 10 * MM),
                (12 * MM, hb + 14 * MM), (6 * MM, hb + 15 * MM), (6 * MM, hb + 19 * MM), (0, hb + 19 * MM)]
        mats = [0, 0, 1, 0, 0, 0, 0, 0, 0]
    else:
        R = rng.uniform(45, 56) * MM
        hb = R * rng.uniform(0.8, 1.25)
        dome = R * rng.uniform(0.35, 0.55)
        prof = [(0, 4 * MM), (R * 0.8, 2 * MM), (R * 0.97, 0), (R, 3 * MM), (R, hb)]
        mats = [0, 0, 0, 1]
        for k in range(1, 9):
            a = k / 8 * math.pi / 2
            prof.append((max(14 * MM, R * math.cos(a)), hb + dome * math.sin(a)))
            mats.append(1 if rng.random() < 0 else 2)
        top = prof[-1][1]
        if style == 'screw':
            for i in range(9):
                prof.append(((10.5 + 0.6 * (i % 2)) * MM, top + 1.5 * MM * i))
                mats.append(0)
            prof += [(6 * MM, top + 13 * MM), (5 * MM, top + 15 * MM), (0, top + 15 * MM)]
            mats += [0, 0, 0]
        else:
            prof += [(10 * MM, top + 2 * MM), (0, top + 3 * MM)]
            mats += [0, 0]
    wrap = printed(rng, 'wrap', 0, hb, colours=[rng.choice([hsv(0.6, 0.8, 0.6), hsv(0.0, 0.85, 0.7), hsv(0.1, 0.9, 0.9),
                                                             hsv(0.33, 0.7, 0.5), hsv(0, 0, 0.1), hsv(0, 0, 0.9)]), vivid(rng), vivid(rng)][:rng.choice([2, 3])])
    shoulder = wrap if rng.random() < 0.5 else metal
    item.add(lathe('can', prof, [metal, wrap, shoulder], mats[:len(prof) - 1], segs=48))
    ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
    ang = rng.uniform(0, 2 * math.pi)
    text_on_cylinder(rng, item, rng.choice(['BUTANE', 'PROPANE', 'GAS', 'BUTANE / PROPANE', 'ISOBUTANE MIX', brand(rng)]),
                     ink, R, hb * 0.6, hb * 0.13, R * 2.6, ang, along=False)
    text_on_cylinder(rng, item, rng.choice(['230g', '450 g', '100g', '227g', 'EXTREMELY FLAMMABLE', brand(rng)]), ink, R,
                     hb * 0.3, hb * 0.07, R * 2.6, ang + rng.uniform(-0.3, 0.3), along=False)
    if rng.random() < 0.5:
        flame = plain(rng, 'flame', hsv(rng.uniform(0.0, 0.1), 0.9, 0.95), 0.4, wear_amount=0)
        fs = sphere('flame', hb * 0.09, flame, scale=(0.1, 0.6, 1.0), segs=16, rings=10)
        fs.location = (R * math.cos(ang - 0.9) * 1.0, R * math.sin(ang - 0.9), hb * 0.6)
        fs.rotation_euler = (0, 0, ang - 0.9)
        item.add(fs)
    item.poses = [((0, 0, 0), 0.7), ((math.pi / 2, 0, 0), 0.3)] if style != 'stove' else [((math.pi / 2, 0, 0), 0.7), ((0, 0, 0), 0.3)]
    item.size = (R, prof[-1][1])
    return item


def pill(rng, colours, shape, r):
    mat_a = plain(rng, 'pill', colours[0], rng.uniform(0.2, 0.6), wear_amount=0.03)
    if shape == 'capsule':
        mat_b = plain(rng, 'pill2', colours[1], rng.uniform(0.15, 0.4), wear_amount=0.03)
        L = r * 2.4
        prof = [(0, -L)] + [(r * math.sin(math.pi / 2 * k / 5), -L + r - r * math.cos(math.pi / 2 * k / 5)) for k in range(1, 6)]
        prof += [(r, 0), (r * 1.03, 0.01 * MM), (r * 1.03, L - r)]
        prof += [(r * 1.03 * math.cos(math.pi / 2 * k / 5), L - r + r * 1.03 * math.sin(math.pi / 2 * k / 5)) for k in range(1, 6)]
        prof[-1] = (0, prof[-1][1])
        obj = lathe('capsule', prof, [mat_a, mat_b], [0] * 6 + [1] * (len(prof) - 7), segs=16)
        obj.rotation_euler = (0, math.pi / 2, 0)
        return obj
    t = r * rng.uniform(0.45, 0.7)
    prof = [(0, 0), (r * 0.8, 0.05 * t), (r, t * 0.3), (r, t * 0.7), (r * 0.8, t * 0.95), (0, t)]
    obj = lathe('tablet', prof, [mat_a], segs=24)
    obj.location.z = -t / 2
    return obj


def blister_pack(rng):
    item = Item('blister', 'blister-pack')
    rows, cols = rng.choice([(2, 5), (2, 4), (3, 4), (2, 7), (2, 6), (3, 5)])
    shape = rng.choice(['tablet', 'tablet', 'capsule'])
    pr = (rng.uniform(3.5, 5.5) if shape == 'tablet' else rng.uniform(2.8, 3.6)) * MM
    px = pr * (2.4 if shape == 'capsule' else 1.0) * 2 + rng.uniform(4, 8) * MM
    py = pr * 2 + rng.uniform(5, 9) * MM
    W, L = cols * px + 8 * MM, rows * py + 10 * MM
    foil = metal_mat(rng, 'foil', tint=rng.choice([(0.85, 0.85, 0.87), (0.9, 0.82, 0.6)]), rough=rng.uniform(0.15, 0.35))
    front = foil if rng.random() < 0.5 else plain(rng, 'card', hsv(rng.random(), rng.uniform(0, 0.5), rng.uniform(0.75, 0.95)), 0.5)
    card = box('card', W, L, 0.4 * MM, [front], bevel=0.1 * MM, center=(0, 0, 0))
    item.add(card)
    back = plain(rng, 'back', (0.8, 0.8, 0.82, 1), 0.3, metal=1.0)
    item.add(box('back', W * 0.999, L * 0.999, 0.05 * MM, [back], center=(0, 0, -0.25 * MM)))
    bubble = thin_clear(rng, 'bubble', (1, 1, 1, 1) if rng.random() < 0.8 else (1, 0.85, 0.6, 1), frost=rng.uniform(0, 0.15), rough=0.08)
    col = [hsv(0, 0, 0.92), hsv(0, 0, 0.92)] if rng.random() < 0.5 else [vivid(rng), vivid(rng) if rng.random() < 0.5 else hsv(0, 0, 0.9)]
    hole = plain(rng, 'hole', hsv(0, 0, 0.2), 0.6, metal=0.6)
    bubble_h = pr * (1.4 if shape == 'tablet' else 2.2)
    for i in range(rows):
        for j in range(cols):
            x = (j - (cols - 1) / 2) * px
            y = (i - (rows - 1) / 2) * py
            if rng.random() < 0.15:  # pushed out: a torn dark hole, no bubble
                item.add(box('hole', px * 0.55, py * 0.5, 0.1 * MM, [hole], center=(x, y, 0.25 * MM)))
                continue
            sx = (px - 3 * MM) / 2
            sy = pr + 1.2 * MM
            b = sphere('bubble', 1.0, bubble, scale=(sx, sy, bubble_h), segs=20, rings=10, half=True)
            b.location = (x, y, 0.2 * MM)
            item.add(b)
            p = pill(rng, col, shape, pr)
            p.location = (x, y, 0.2 * MM + pr * 0.5 + (p.location.z if shape == 'tablet' else 0))
            item.add(p)
    ink = plain(rng, 'ink', hsv(rng.random(), 0.7, 0.4), 0.4, wear_amount=0)
    name = rng.choice(['Paracetamol 500mg', 'Ibuprofen 200 mg', 'Cetirizine 10mg', 'Loratadine', 'Omeprazole 20mg',
                       'Aspirin 300mg', 'Amoxicillin 250 mg', brand(rng) + ' 400mg'])
    for k in range(rng.choice([1, 2, 3])):
        text_flat(rng, item, name, ink, face_matrix((0, (k - 1) * py, -0.3 * MM), (1, 0, 0), (0, 0, -1)), 3 * MM, W * 0.9)
    if front is not foil:
        text_flat(rng, item, name, ink, face_matrix((0, L / 2 - 3 * MM, 0.21 * MM), (1, 0, 0), (0, 0, 1)), 2.5 * MM, W * 0.9)
    item.poses = [((0, 0, 0), 0.65), ((math.pi, 0, 0), 0.35)]
    item.size = (max(W, L) / 2, 1 * MM)
    return item


def medicine_bottle(rng):
    item = Item('bottle', 'medicine-bottle')
    style = rng.choice(['vial', 'vial', 'white', 'syrup'])
    if style == 'vial':
        R, H = rng.uniform(14, 22) * MM, rng.uniform(50, 90) * MM
        amber = thin_clear(rng, 'amber', (1.0, 0.45, 0.08, 1), frost=0.05, rough=0.1)
        item.add(lathe('vial', [(0, 1 * MM), (R * 0.9, 0.5 * MM), (R * 0.96, 0), (R, 2 * MM), (R, H), (0, H)], [amber], segs=40))
        cap_col = hsv(0, 0, 0.93) if rng.random() < 0.8 else vivid(rng)
        ch = rng.uniform(12, 18) * MM
        ridged = lambda th: 1.0 + 0.025 * (1 if math.sin(th * 60) > 0 else 0)
        item.add(lathe('cap', [(R * 1.02, H - 4 * MM), (R * 1.08, H - 3 * MM), (R * 1.08, H + ch - 2 * MM),
                               (R * 1.0, H + ch), (0, H + ch)], [plastic(rng, cap_col, 'cap', 0.45)], segs=120, radial=ridged))
        pill_col = [hsv(0, 0, 0.92), vivid(rng)] if rng.random() < 0.6 else [vivid(rng), hsv(0, 0, 0.92)]
        for k in range(rng.randrange(4, 12)):
            p = pill(rng, pill_col, rng.choice(['tablet', 'capsule']), rng.uniform(3, 4.5) * MM)
            a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, R * 0.55)
            p.location = (d * math.cos(a), d * math.sin(a), 4 * MM + k * 2.5 * MM)
            p.rotation_euler = (rng.uniform(0, 3), rng.uniform(0, 3), rng.uniform(0, 3))
            item.add(p)
        top = H + ch
    else:
        R, H = rng.uniform(18, 30) * MM, rng.uniform(60, 120) * MM
        if style == 'white':
            mat = plastic(rng, hsv(0.1, 0.03, rng.uniform(0.85, 0.95)), 'hdpe', 0.45)
        else:
            mat = thin_clear(rng, 'brown', (0.7, 0.28, 0.05, 1), frost=0.2, rough=0.05)
        neck = rng.uniform(9, 13) * MM
        prof = [(0, 1 * MM), (R * 0.95, 0), (R, 2 * MM), (R, H * 0.78)]
        for k in range(1, 7):
            a = math.pi / 2 * k / 6
            prof.append((neck + (R - neck) * math.cos(a), H * 0.78 + H * 0.14 * math.sin(a)))
        prof += [(neck, H), (0, H)]
        item.add(lathe('bottle', prof, [mat], segs=48))
        cap_col = hsv(0, 0, 0.93) if style == 'white' and rng.random() < 0.6 else rng.choice([hsv(0, 0, 0.05), vivid(rng), hsv(0, 0, 0.93)])
        ch = rng.uniform(12, 20) * MM
        item.add(lathe('cap', [(neck * 1.1, H - 6 * MM), (neck * 1.25, H - 5 * MM), (neck * 1.25, H + ch - 6 * MM),
                               (neck * 1.1, H + ch - 5 * MM), (0, H + ch - 5 * MM)], [plastic(rng, cap_col, 'cap', 0.4)],
                       segs=90, radial=lambda th: 1.0 + 0.02 * (1 if math.sin(th * 45) > 0 else 0)))
        top = H + ch - 5 * MM
    # Pharmacy or brand label.
    z0, z1 = H * rng.uniform(0.15, 0.25), H * rng.uniform(0.6, 0.75)
    label = plain(rng, 'label', hsv(rng.random(), rng.uniform(0, 0.15), rng.uniform(0.85, 0.97)), 0.6, wear_amount=0.05)
    item.add(lathe('label', [(R + 0.2 * MM, z0), (R + 0.2 * MM, z1)], [label], segs=48)) if rng.random() < 0.9 else None
    ink = plain(rng, 'ink', hsv(rng.random(), rng.uniform(0, 0.8), rng.uniform(0.03, 0.35)), 0.5, wear_amount=0)
    ang = rng.uniform(0, 2 * math.pi)
    lines = [rng.choice(['Rx', 'PHARMACY', brand(rng) + ' Pharmacy', 'KEEP OUT OF REACH OF CHILDREN']),
             rng.choice(['TAKE 1 TABLET DAILY', 'TAKE TWO TIMES A DAY', 'Ibuprofen 400mg', 'Amoxicillin 500 mg',
                         'Cough Syrup', '100 ml', 'Qty: 30', 'Metformin 850mg']),
             'Dr. %s' % brand(rng).capitalize(), rng.choice(['Refills: 0', 'Exp 06/%d' % rng.randrange(24, 30), 'Use as directed'])]
    for i, line in enumerate(lines[:rng.randrange(2, 5)]):
        text_on_cylinder(rng, item, line, ink, R + 0.2 * MM, z1 - (z1 - z0) * (0.2 + i * 0.22), (z1 - z0) * 0.1, R * 2.4,
                         ang, along=False)
    item.poses = [((0, 0, 0), 0.6), ((math.pi / 2, 0, 0), 0.4)]
    item.size = (R, top)
    return item


def lighter(rng):
    item = Item('lighter', 'lighter')
    W, D, H = rng.uniform(22, 26) * MM, rng.uniform(10, 13) * MM, rng.uniform(60, 72) * MM
    colour = vivid(rng)
    if rng.random() < 0.55:  # translucent body with visible fuel
        body = thin_clear(rng, 'body', colour[:3] + (1,), frost=rng.uniform(0.05, 0.25), rough=0.1)
        fuel = thin_clear(rng, 'fuel', tuple(0.6 + 0.4 * c for c in colour[:3]) + (1,), frost=0.0, rough=0.05)
        level = rng.uniform(0.2, 0.85)
        item.add(box('fuel', W * 0.9, D * 0.85, H * 0.8 * level, [fuel], bevel=1.5 * MM, center=(0, 0, H * 0.8 * level / 2 + 0.6 * MM)))
    else:
        body = plastic(rng, colour, 'body', rng.uniform(0.2, 0.45))
    item.add(box('body', W, D, H * 0.82, [body], bevel=min(D * 0.45, 5 * MM), segs=4, center=(0, 0, H * 0.41)))
    hood = metal_mat(rng, 'hood', tint=rng.choice([(0.85, 0.85, 0.86), (0.1, 0.1, 0.1), (0.6, 0.6, 0.62)]))
    item.add(box('hood', W * 0.55, D * 0.85, H * 0.16, [hood], bevel=0.6 * MM, center=(W * 0.18, 0, H * 0.9)))
    wheel_mat = metal_mat(rng, 'wheel', tint=(0.5, 0.5, 0.52), rough=0.5)
    wr = H * 0.06
    wheel = lathe('wheel', [(0, -D * 0.3), (wr, -D * 0.3), (wr, D * 0.3), (0, D * 0.3)], [wheel_mat], segs=36,
                  radial=lambda th: 1.0 + 0.06 * (1 if math.sin(th * 18) > 0 else 0))
    wheel.rotation_euler = (math.pi / 2, 0, 0)
    wheel.location = (-W * 0.18, 0, H * 0.86)
    item.add(wheel)
    button = plastic(rng, hsv(0, 0, 0.05) if rng.random() < 0.6 else vivid(rng), 'button', 0.4)
    item.add(box('button', W * 0.35, D * 0.7, H * 0.08, [button], bevel=0.8 * MM, center=(-W * 0.22, 0, H * 0.8)))
    if rng.random() < 0.6:
        ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
        m = face_matrix((0, -D / 2 - 0.15 * MM, H * 0.45), (0, 0, 1), (0, -1, 0))
        text_flat(rng, item, brand(rng), ink, m, W * 0.3, H * 0.6)
    item.poses = [((math.pi / 2, 0, 0), 0.8), ((0, 0, 0), 0.2)]
    item.size = (W / 2, H)
    return item


# ----------------------------------------------------------------------------- everyday things
# Ordinary waste rendered in the same scenes as the hazards, each labelled with its material, so that
# "looks rendered" says nothing about "is a hazard": the head must learn the object, not the renderer.

def mottled(rng, name, c1, c2, scale, rough=0.5, amount=0.5, bump=0.0, ss=0.0, space='Object'):
    """Two colours mixed by noise: peel spots, leaf blotches, worn card. space='UV' keeps the pattern
    on a folded sheet (see folded_sheet)."""
    m, nt, bsdf = new_material(name)
    co = nt.coords(space, loc=(rng.uniform(-50, 50),) * 3)
    noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=scale, Detail=4.0)
    fac = nt.math('MULTIPLY', nt.math('SUBTRACT', noise.outputs['Fac'], 0.5 - amount / 2, clamp=True), 2.0, clamp=True)
    nt.link(nt.mix(fac, c1, c2), bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = rough
    if ss > 0:
        bsdf.inputs['Subsurface'].default_value = ss
        bsdf.inputs['Subsurface Color'].default_value = c1
        bsdf.inputs['Subsurface Radius'].default_value = (0.003, 0.0015, 0.001)
    if bump > 0:
        b = nt.node('ShaderNodeBump', Strength=bump, Distance=0.0005, Height=noise.outputs['Fac'])
        nt.link(b, bsdf.inputs['Normal'])
    return m


def wave_field(rng, n, freq):
    """Random plane waves: a smooth, seeded height field for crumpling and bending."""
    return [(Vector((rng.gauss(0, 1), rng.gauss(0, 1), rng.gauss(0, 1))).normalized(), rng.uniform(0.5, 1.5) * freq,
             rng.uniform(0, 2 * math.pi), rng.uniform(0.4, 1.0)) for _ in range(n)]


def field_at(field, p):
    return sum(a * math.sin(d.dot(p) * f + ph) for d, f, ph, a in field) / max(1, len(field))


def crumpled(name, rng, radius, mat, squash=(1, 1, 1), amount=0.3, creases=0.08, subdiv=3, flat=True):
    """A crumpled ball (paper, tissue, a bunched bag): an icosphere pushed in and out along its normals."""
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=subdiv, radius=1.0)
    field = wave_field(rng, 6, 3.0)
    for v in bm.verts:
        n = v.co.normalized()
        r = 1 + amount * field_at(field, n * 2) + rng.uniform(-creases, creases)
        v.co = Vector((n.x * r * squash[0], n.y * r * squash[1], n.z * r * squash[2])) * radius
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return link_mesh(name, bm, [mat], smooth=not flat, auto_smooth=math.pi)


def sheet(name, rng, w, l, mat, amp, segs=24, creases=0.0, curl=0.0, outline=None, thickness=0.0):
    """A bendable sheet (paper, cloth, film, peel, leaf) lying in XY. outline(u, v) -> bool keeps the
    cells of a shape (a leaf), curl bends it round its long axis, creases add sharp folds."""
    bm = bmesh.new()
    field = wave_field(rng, 5, 6.0 / max(w, l))
    folds = [(Vector((rng.gauss(0, 1), rng.gauss(0, 1), 0)).normalized(), rng.uniform(-0.4, 0.4) * max(w, l),
              rng.uniform(-1, 1) * amp) for _ in range(int(creases))]
    verts = {}
    for i in range(segs + 1):
        for j in range(segs + 1):
            u, v = i / segs - 0.5, j / segs - 0.5
            x, y = u * w, v * l
            p = Vector((x, y, 0))
            z = amp * (field_at(field, p) + 0.5)
            for d, off, a in folds:
                z += a * max(0.0, 1 - abs(d.dot(p) - off) / (0.08 * max(w, l)))
            z += curl * (x / max(w, 1e-6)) ** 2 * w
            verts[i, j] = bm.verts.new((x, y, z))
    for i in range(segs):
        for j in range(segs):
            u, v = (i + 0.5) / segs - 0.5, (j + 0.5) / segs - 0.5
            if outline is None or outline(u, v):
                bm.faces.new((verts[i, j], verts[i + 1, j], verts[i + 1, j + 1], verts[i, j + 1]))
    bmesh.ops.delete(bm, geom=[v for v in bm.verts if not v.link_faces], context='VERTS')
    obj = link_mesh(name, bm, [mat], smooth=True, auto_smooth=math.pi)
    if thickness > 0:
        mod = obj.modifiers.new('solid', 'SOLIDIFY')
        mod.thickness = thickness
    return obj


def folded_sheet(name, rng, w, l, mat, folds, max_angle, soft=0.0, squash=1.0, squeeze=0.0, segs=32, outline=None,
                 thickness=0.0):
    """A sheet crumpled the way a hand does it: folded again and again along random lines. Each fold
    turns the part of the sheet on one side of a line about that line, by a sharp crease (paper, film,
    foil) or bent over `soft` metres (cloth, leaves); `squash` then presses the heap towards the surface
    it lies on, and `squeeze` pulls its far parts in towards its middle more than its near ones, as a
    fist closing on it does (a crease stays a crease). The UV layer keeps the flat sheet's coordinates
    in metres, so a material made with space='UV' folds with the sheet instead of sliding through it."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new('UVMap')
    verts = {}
    for i in range(segs + 1):
        for j in range(segs + 1):
            verts[i, j] = bm.verts.new(((i / segs - 0.5) * w, (j / segs - 0.5) * l, 0))
    for i in range(segs):
        for j in range(segs):
            if outline is None or outline((i + 0.5) / segs - 0.5, (j + 0.5) / segs - 0.5):
                face = bm.faces.new((verts[i, j], verts[i + 1, j], verts[i + 1, j + 1], verts[i, j + 1]))
                for loop in face.loops:
                    loop[uv].uv = (loop.vert.co.x, loop.vert.co.y)
    bmesh.ops.delete(bm, geom=[v for v in bm.verts if not v.link_faces], context='VERTS')
    live = list(bm.verts)
    for _ in range(folds):
        c = rng.choice(live).co.copy()
        a = rng.uniform(0, 2 * math.pi)
        axis = Vector((math.cos(a), math.sin(a), rng.gauss(0, 0.2))).normalized()
        side = Vector((-math.sin(a), math.cos(a), 0))
        angle = rng.choice([-1, 1]) * rng.uniform(0.3, 1.0) * max_angle
        sharp = Matrix.Rotation(angle, 3, axis)
        for v in live:
            s = (v.co - c).dot(side)
            if s <= 0:
                continue
            if soft > 0 and s < soft:
                t = s / soft
                v.co = c + Matrix.Rotation(angle * t * t * (3 - 2 * t), 3, axis) @ (v.co - c)
            else:
                v.co = c + sharp @ (v.co - c)
    if squeeze > 0:
        mid = sum((v.co for v in live), Vector()) / len(live)
        reach = sorted((v.co - mid).length for v in live)[len(live) // 2] or 1.0
        for v in live:
            v.co = mid + (v.co - mid) / (1 + squeeze * (v.co - mid).length / reach)
    lo = Vector((min(v.co.x for v in live), min(v.co.y for v in live), min(v.co.z for v in live)))
    hi = Vector((max(v.co.x for v in live), max(v.co.y for v in live), max(v.co.z for v in live)))
    for v in live:
        v.co = Vector((v.co.x - (lo.x + hi.x) / 2, v.co.y - (lo.y + hi.y) / 2, (v.co.z - lo.z) * squash))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = link_mesh(name, bm, [mat], smooth=True, auto_smooth=math.pi if soft > 0 else math.radians(25))
    if thickness > 0:
        mod = obj.modifiers.new('solid', 'SOLIDIFY')
        mod.thickness = thickness
        mod.offset = 1.0
    return obj, (hi.x - lo.x, hi.y - lo.y)


def printed_film(rng, name, metal=0.0, rough=0.3):
    """A printed wrapper or flyer for a folded sheet: colour blocks, a band and fine print."""
    m, nt, bsdf = new_material(name)
    co = nt.coords('UV', rot=(0, 0, rng.choice([0, math.pi / 2])), loc=(rng.uniform(-1, 1),) * 3)
    colours = [vivid(rng) for _ in range(3)]
    if rng.random() < 0.4:
        colours[0] = hsv(0, 0, rng.choice([0.05, 0.95]))
    x = nt.xyz(co)
    blocks = nt.ramp(nt.math('FRACT', nt.math('MULTIPLY', x[0], rng.uniform(3, 8))),
                     [(0.0, colours[0]), (rng.uniform(0.3, 0.6), colours[1]), (rng.uniform(0.7, 0.9), colours[2])], 'CONSTANT')
    fine = nt.node('ShaderNodeTexWave', Vector=co, Scale=rng.uniform(150, 400), Distortion=0.0)
    fine.bands_direction = 'Y'
    speck = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(200, 500), Detail=1)
    ink = nt.math('MULTIPLY', nt.math('GREATER_THAN', fine.outputs['Fac'], 0.85),
                  nt.math('GREATER_THAN', speck.outputs['Fac'], 0.5))
    nt.link(nt.mix(ink, blocks, text_colour(rng)), bsdf.inputs['Base Color'])
    bsdf.inputs['Metallic'].default_value = metal
    bsdf.inputs['Roughness'].default_value = rough
    return m


def dent(rng, strength):
    """A crushed profile: the radius pushed in on one or two sides."""
    dents = [(rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 1.0) * strength) for _ in range(rng.choice([1, 2]))]
    return lambda th: 1.0 - sum(s * max(0.0, math.cos(th - a)) ** 3 for a, s in dents)


def bottle_profile(R, H, neck, neck_h, shoulder=0.7, waist=0.0):
    prof = [(0, 1.5 * MM), (R * 0.9, 0.5 * MM), (R * 0.97, 0), (R, 3 * MM)]
    if waist:
        prof += [(R, H * 0.3), (R * (1 - waist), H * 0.4), (R, H * 0.5)]
    prof.append((R, H * shoulder))
    for k in range(1, 7):
        a = math.pi / 2 * k / 6
        prof.append((neck + (R - neck) * math.cos(a), H * shoulder + (H - neck_h - H * shoulder) * math.sin(a)))
    prof += [(neck, H), (neck * 0.85, H), (0, H)]
    return prof


def screw_cap(rng, item, r, z, h, colour, ridged=True):
    mat = plastic(rng, colour, 'cap', rng.uniform(0.3, 0.5))
    radial = (lambda th: 1.0 + 0.03 * (1 if math.sin(th * 40) > 0 else 0)) if ridged else None
    item.add(lathe('cap', [(r * 0.95, z), (r, z + 0.5 * MM), (r, z + h - 1 * MM), (r * 0.95, z + h), (0, z + h)],
                   [mat], segs=80 if ridged else 32, radial=radial))


def wrap_label(rng, item, R, z0, z1, ink_words, radial=None):
    label = printed(rng, 'label', z0, z1, metal=0.0)
    item.add(lathe('label', [(R + 0.25 * MM, z0), (R + 0.25 * MM, z1)], [label], segs=48, radial=radial))
    ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
    ang = rng.uniform(0, 2 * math.pi)
    text_on_cylinder(rng, item, brand(rng), ink, R + 0.3 * MM, (z0 + z1) / 2, (z1 - z0) * 0.3, R * 2.5, ang, along=False)
    if rng.random() < 0.6:
        text_on_cylinder(rng, item, rng.choice(ink_words), ink, R + 0.3 * MM, z0 + (z1 - z0) * 0.2, (z1 - z0) * 0.12,
                         R * 2.5, ang, along=False)


def pet_bottle(rng):
    item = Item('pet', 'pet-bottle')
    R = rng.uniform(28, 45) * MM
    H = R * rng.uniform(4.5, 7.5)
    tint = rng.choice([(0.95, 0.97, 1.0, 1), (0.95, 0.97, 1.0, 1), (0.7, 0.85, 1.0, 1), (0.6, 0.9, 0.65, 1)])
    pet = thin_clear(rng, 'pet', tint, frost=rng.uniform(0.0, 0.15), rough=0.08)
    radial = dent(rng, rng.uniform(0.1, 0.45)) if rng.random() < 0.4 else None
    neck = rng.uniform(12, 14) * MM
    item.add(lathe('bottle', bottle_profile(R, H, neck, 18 * MM, rng.uniform(0.6, 0.75), rng.choice([0, 0, 0.08])),
                   [pet], segs=48, radial=radial))
    if rng.random() < 0.8:
        wrap_label(rng, item, R, H * rng.uniform(0.25, 0.35), H * rng.uniform(0.5, 0.6),
                   ['WATER', 'COLA', 'LEMONADE', 'MINERAL', 'ORANGE', '1.5 L', '500 ml', 'SPARKLING'], radial)
    if rng.random() < 0.85:
        screw_cap(rng, item, neck * 1.15, H - 10 * MM, 12 * MM, rng.choice([vivid(rng), hsv(0, 0, 0.95), hsv(0.6, 0.8, 0.6)]))
    item.poses = [((math.pi / 2, 0, 0), 0.7), ((0, 0, 0), 0.3)]
    item.size = (R, H)
    return item


def detergent_bottle(rng):
    item = Item('hdpe', 'detergent-bottle')
    R = rng.uniform(30, 50) * MM
    H = R * rng.uniform(3.0, 5.0)
    flat = rng.uniform(0.5, 0.9)
    oval = lambda th: 1.0 / math.sqrt(math.cos(th) ** 2 + (math.sin(th) / flat) ** 2)
    body = plastic(rng, vivid(rng) if rng.random() < 0.7 else hsv(0, 0, 0.93), 'hdpe', rng.uniform(0.3, 0.6))
    neck = rng.uniform(12, 18) * MM
    item.add(lathe('bottle', bottle_profile(R, H, neck, 15 * MM, rng.uniform(0.75, 0.85)), [body], segs=48, radial=oval))
    if rng.random() < 0.85:
        label = printed(rng, 'label', 0, H * 0.4, around='x')
        m = face_matrix((0, -R * flat - 0.3 * MM, H * 0.4), (1, 0, 0), (0, -1, 0))
        item.add(box('label', R * 1.3, 0.2 * MM, H * 0.4, [label], center=(0, -R * flat - 0.1 * MM, H * 0.4)))
        ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
        text_flat(rng, item, brand(rng), ink, m, H * 0.07, R * 1.1)
        word = rng.choice(['SHAMPOO', 'SHOWER GEL', 'WASHING UP', 'SOFTENER', 'LIQUID', 'MILK 1L', 'BODY LOTION'])
        text_flat(rng, item, word, ink, face_matrix((0, -R * flat - 0.3 * MM, H * 0.3), (1, 0, 0), (0, -1, 0)), H * 0.04, R * 1.1)
    screw_cap(rng, item, neck * 1.2, H - 8 * MM, rng.uniform(12, 25) * MM, rng.choice([vivid(rng), hsv(0, 0, 0.95)]), rng.random() < 0.5)
    item.poses = [((math.pi / 2, 0, 0), 0.6), ((0, 0, 0), 0.4)]
    item.size = (R, H)
    return item


def plastic_tub(rng):
    item = Item('tub', 'plastic-tub')
    R = rng.uniform(30, 60) * MM
    H = R * rng.uniform(0.6, 1.5)
    b = R * rng.uniform(0.7, 0.9)
    wall = printed(rng, 'tub', 0, H) if rng.random() < 0.7 else plastic(rng, hsv(0, 0, 0.93), 'tub', 0.4)
    inner = plastic(rng, hsv(0.1, 0.05, 0.95), 'inside', 0.35)
    t = 0.8 * MM
    prof = [(0, 0), (b, 0), (R, H), (R + 2 * MM, H), (R + 2 * MM, H + 1 * MM), (R - t, H + 1 * MM), (b - t, t), (0, t)]
    item.add(lathe('tub', prof, [wall, inner], [0, 0, 0, 0, 1, 1, 1], segs=48))
    if rng.random() < 0.4:  # the peeled foil lid, half off
        foil = printed(rng, 'foil', -R, R, metal=0.8, around='x')
        lid = sheet('lid', rng, 2 * R, 2 * R, foil, 3 * MM, segs=16, curl=rng.uniform(0.1, 0.5),
                    outline=lambda u, v: u * u + v * v < 0.25)
        lid.location = (R * 0.6, 0, H + 1.5 * MM)
        lid.rotation_euler = (0, rng.uniform(0.2, 0.9), 0)
        item.add(lid)
    item.poses = [((0, 0, 0), 0.5), ((math.pi / 2, 0, 0), 0.3), ((math.pi, 0, 0), 0.2)]
    item.size = (R, H)
    return item


def plastic_bag(rng):
    item = Item('bag', 'plastic-bag')
    if rng.random() < 0.5:
        mat = thin_clear(rng, 'film', vivid(rng)[:3] + (1,) if rng.random() < 0.4 else (0.95, 0.95, 0.95, 1),
                         frost=rng.uniform(0.3, 0.8), rough=0.2)
    else:
        mat = printed(rng, 'film', -0.1, 0.1, rough=rng.uniform(0.2, 0.4)) if rng.random() < 0.5 else \
            plastic(rng, rng.choice([hsv(0, 0, 0.95), hsv(0, 0, 0.05), vivid(rng)]), 'film', 0.3)
    r = rng.uniform(50, 110) * MM
    item.add(crumpled('bag', rng, r, mat, (1, rng.uniform(0.7, 1.2), rng.uniform(0.3, 0.6)), amount=0.35, creases=0.05,
                      subdiv=4, flat=False)).location.z = r * 0.3
    item.size = (r, 2 * r)
    return item


def snack_sachet(rng):
    item = Item('sachet', 'snack-sachet')
    W, L, T = rng.uniform(60, 160) * MM, rng.uniform(90, 220) * MM, rng.uniform(10, 35) * MM
    mat = printed(rng, 'sachet', -L / 2, L / 2, metal=rng.choice([0.0, 0.5, 0.8]), rough=rng.uniform(0.15, 0.35), around='x')
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=32, v_segments=16, radius=1.0)
    field = wave_field(rng, 4, 6.0)
    for v in bm.verts:
        x, y, z = v.co
        sx = math.copysign(abs(x) ** 0.25, x)
        sy = math.copysign(abs(y) ** 0.25, y)
        v.co = Vector((sx * W / 2, sy * L / 2 * 0.92, z * T / 2 * (1 + 0.2 * field_at(field, v.co))))
    obj = link_mesh('pillow', bm, [mat], smooth=True, auto_smooth=math.pi)
    obj.location.z = T / 2
    item.add(obj)
    crimp = printed(rng, 'crimp', -1, 1, around='x')
    for s in (-1, 1):
        item.add(box('seal', W * 0.98, 8 * MM, 0.4 * MM, [crimp], center=(0, s * L / 2 * 0.96, T / 2)))
    ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
    m = face_matrix((0, 0, T + 0.5 * MM), (1, 0, 0), (0, 0, 1))
    text_flat(rng, item, brand(rng), ink, m, L * 0.12, W * 0.8)
    m2 = face_matrix((0, -L * 0.2, T * 0.9 + 0.5 * MM), (1, 0, 0), (0, 0, 1))
    text_flat(rng, item, rng.choice(['CRISPS', 'CHIPS', 'COFFEE', 'SNACK', 'PAPRIKA', 'NUTS', 'CANDY', 'SALT']), ink, m2, L * 0.06, W * 0.7)
    item.size = (W / 2, L)
    return item


def glass_bottle(rng):
    item = Item('glass', 'glass-bottle')
    R = rng.uniform(27, 40) * MM
    H = R * rng.uniform(5.5, 8.0)
    tint = rng.choice([(0.45, 0.75, 0.35, 1), (0.6, 0.35, 0.12, 1), (0.92, 0.96, 0.94, 1), (0.3, 0.55, 0.3, 1)])
    glass = thin_clear(rng, 'glass', tint, frost=0.0, rough=0.02)
    neck = rng.uniform(11, 14) * MM
    item.add(lathe('bottle', bottle_profile(R, H, neck, H * rng.uniform(0.2, 0.3), rng.uniform(0.5, 0.65)), [glass], segs=48))
    if rng.random() < 0.75:
        wrap_label(rng, item, R, H * 0.18, H * rng.uniform(0.38, 0.5), ['BEER', 'LAGER', 'PILS', 'WINE', 'CIDER', 'JUICE', '0.33 l'])
    if rng.random() < 0.5:
        cap = metal_mat(rng, 'crown', tint=rng.choice([(0.8, 0.75, 0.3), (0.85, 0.85, 0.86), (0.7, 0.1, 0.1)]))
        item.add(lathe('crown', [(neck * 1.1, H - 4 * MM), (neck * 1.1, H + 1 * MM), (0, H + 1 * MM)], [cap], segs=21,
                       radial=lambda th: 1.0 + 0.05 * (1 if math.sin(th * 21) > 0 else 0)))
    item.poses = [((math.pi / 2, 0, 0), 0.6), ((0, 0, 0), 0.4)]
    item.size = (R, H)
    return item


def glass_jar(rng):
    item = Item('jar', 'glass-jar')
    R = rng.uniform(30, 50) * MM
    H = R * rng.uniform(1.4, 2.6)
    glass = thin_clear(rng, 'glass', (0.93, 0.96, 0.95, 1), frost=0.0, rough=0.02)
    mouth = R * rng.uniform(0.75, 0.9)
    prof = [(0, 1.5 * MM), (R * 0.92, 0), (R, 4 * MM), (R, H * 0.82), (mouth, H * 0.9), (mouth, H), (0, H)]
    item.add(lathe('jar', prof, [glass], segs=48))
    if rng.random() < 0.5:  # what was in it, a film left on the inside
        rest = mottled(rng, 'rest', vivid(rng), hsv(0.08, 0.6, 0.4), 200, 0.6)
        item.add(lathe('rest', [(0, 2 * MM), (R * 0.97, 2 * MM), (R * 0.97, H * rng.uniform(0.1, 0.4)), (0, H * 0.1)], [rest], segs=48))
    if rng.random() < 0.6:
        wrap_label(rng, item, R, H * 0.25, H * 0.7, ['JAM', 'HONEY', 'PICKLES', 'SAUCE', 'PESTO', 'BABY FOOD', 'OLIVES'])
    if rng.random() < 0.7:
        lid = printed(rng, 'lid', H, H + 12 * MM, metal=1.0) if rng.random() < 0.6 else metal_mat(rng, 'lid')
        lz = H - 2 * MM
        item.add(lathe('lid', [(mouth + 2 * MM, lz), (mouth + 2.5 * MM, lz + 9 * MM), (mouth, lz + 11 * MM), (0, lz + 11 * MM)],
                       [lid], segs=48))
    item.poses = [((0, 0, 0), 0.7), ((math.pi / 2, 0, 0), 0.3)]
    item.size = (R, H)
    return item


def drink_can(rng):
    item = Item('can', 'drink-can')
    R = rng.uniform(26, 33) * MM
    H = R * rng.uniform(3.5, 5.0)
    radial = dent(rng, rng.uniform(0.15, 0.5)) if rng.random() < 0.35 else None
    wrap = printed(rng, 'wrap', 0, H, metal=rng.choice([0.6, 0.8, 1.0]), rough=rng.uniform(0.15, 0.3))
    alu = metal_mat(rng, 'alu', tint=(0.85, 0.85, 0.87))
    prof = [(0, 4 * MM), (R * 0.7, 1 * MM), (R * 0.85, 0), (R, 8 * MM), (R, H - 10 * MM), (R * 0.85, H - 1 * MM),
            (R * 0.87, H), (R * 0.8, H - 1.5 * MM), (0, H - 1.5 * MM)]
    item.add(lathe('can', prof, [alu, wrap], [0, 0, 1, 1, 0, 0, 0, 0], segs=48, radial=radial))
    item.add(box('tab', 10 * MM, 20 * MM, 0.6 * MM, [alu], bevel=0.3 * MM, center=(0, R * 0.25, H - 1.0 * MM)))
    ink = plain(rng, 'ink', text_colour(rng), 0.3, wear_amount=0)
    ang = rng.uniform(0, 2 * math.pi)
    text_on_cylinder(rng, item, brand(rng), ink, R, H * 0.5, R * 0.7, H * 0.7, ang, along=rng.random() < 0.5)
    if rng.random() < 0.5:
        text_on_cylinder(rng, item, rng.choice(['COLA', 'ENERGY', 'LAGER', 'TONIC', 'SODA', '330 ml', 'ZERO']), ink, R,
                         H * 0.25, R * 0.3, R * 2.5, ang, along=False)
    item.poses = [((math.pi / 2, 0, 0), 0.6), ((0, 0, 0), 0.4)]
    item.size = (R, H)
    return item


def food_tin(rng):
    item = Item('tin', 'food-tin')
    R = rng.uniform(35, 55) * MM
    H = R * rng.uniform(0.8, 2.0)
    steel = metal_mat(rng, 'steel', rough=rng.uniform(0.2, 0.4))
    prof = [(0, 2 * MM), (R * 0.95, 2 * MM), (R, 0), (R + 1 * MM, 2 * MM)]
    ribs = rng.randrange(3, 8)
    for k in range(ribs * 2 + 1):
        z = 3 * MM + (H - 6 * MM) * k / (ribs * 2)
        prof.append((R - (0.8 * MM if k % 2 else 0), z))
    prof += [(R + 1 * MM, H - 2 * MM), (R, H)]
    opened = rng.random() < 0.7
    prof += [(R * 0.96, H - 1 * MM), (R * 0.96, 4 * MM), (0, 4 * MM)] if opened else [(R * 0.95, H - 2 * MM), (0, H - 2 * MM)]
    item.add(lathe('tin', prof, [steel], segs=48))
    if rng.random() < 0.75:
        wrap_label(rng, item, R, 4 * MM, H - 4 * MM, ['TOMATOES', 'BEANS', 'TUNA', 'CORN', 'PEAS', 'SOUP', 'CAT FOOD'])
    if opened and rng.random() < 0.5:  # the cut lid, bent up
        lid = lathe('lid', [(0, 0), (R * 0.95, 0), (R * 0.95, 0.4 * MM), (0, 0.4 * MM)], [steel], segs=40)
        lid.location = (R * 0.95, 0, H)
        lid.rotation_euler = (0, -rng.uniform(0.5, 1.5), 0)
        item.add(lid)
    item.poses = [((0, 0, 0), 0.6), ((math.pi / 2, 0, 0), 0.4)]
    item.size = (R, H)
    return item


def jar_lid(rng):
    item = Item('lid', 'jar-lid')
    R = rng.uniform(25, 45) * MM
    h = rng.uniform(7, 14) * MM
    top = printed(rng, 'lid', -R, R, metal=1.0, around='x') if rng.random() < 0.6 else \
        metal_mat(rng, 'lid', tint=rng.choice([(0.85, 0.85, 0.86), (0.85, 0.7, 0.35), None]))
    seal = plastic(rng, hsv(0.1, 0.1, rng.uniform(0.75, 0.95)), 'seal', 0.5)
    ridges = lambda th: 1.0 + 0.015 * (1 if math.sin(th * 36) > 0 else 0)
    prof = [(0, h), (R * 0.9, h), (R, h - 1.5 * MM), (R, 0.8 * MM), (R * 0.97, 0), (R * 0.92, 0.8 * MM),
            (R * 0.92, h - 1.5 * MM), (R * 0.85, h - 1 * MM), (0, h - 1 * MM)]
    item.add(lathe('lid', prof, [top, seal], [0, 0, 0, 0, 0, 0, 1, 1], segs=72, radial=ridges))
    if rng.random() < 0.5:
        ink = plain(rng, 'ink', text_colour(rng), 0.4, wear_amount=0)
        text_flat(rng, item, brand(rng), ink, face_matrix((0, 0, h + 0.2 * MM), (1, 0, 0), (0, 0, 1)), R * 0.35, R * 1.4)
    item.poses = [((0, 0, 0), 0.55), ((math.pi, 0, 0), 0.45)]
    item.size = (R, 2 * R)
    return item


def folding_box(rng):
    item = Item('box', 'folding-box')
    W, L, D = rng.uniform(30, 120) * MM, rng.uniform(80, 250) * MM, rng.uniform(15, 70) * MM
    if rng.random() < 0.3:  # flattened for the bin
        D = rng.uniform(2, 4) * MM
    card = printed(rng, 'card', -W / 2, W / 2, metal=0.0, rough=rng.uniform(0.35, 0.7), around='x')
    item.add(box('box', W, L, D, [card], bevel=0.6 * MM, center=(0, 0, D / 2)))
    ink = plain(rng, 'ink', text_colour(rng), 0.5, wear_amount=0)
    up = face_matrix((0, 0, D + 0.15 * MM), (0, 1, 0), (0, 0, 1))
    text_flat(rng, item, brand(rng), ink, up, W * 0.35, L * 0.8)
    word = rng.choice(['TOOTHPASTE', 'CEREAL', 'TEA', 'PASTA', 'CRACKERS', 'TISSUES', 'SOAP', 'COOKIES', 'RICE', '20 x 10 g'])
    text_flat(rng, item, word, ink, face_matrix((-W * 0.25, 0, D + 0.15 * MM), (0, 1, 0), (0, 0, 1)), W * 0.15, L * 0.7)
    if D > 10 * MM and rng.random() < 0.5:  # an open flap
        flap = box('flap', W, D, 0.5 * MM, [card])
        flap.location = (0, L / 2 + D * 0.4, D)
        flap.rotation_euler = (rng.uniform(0.3, 1.2), 0, 0)
        item.add(flap)
    item.poses = [((0, 0, 0), 0.7), ((0, math.pi / 2, 0), 0.3)]
    item.size = (W / 2, L)
    return item


def kraft(rng, name='kraft', space='Object'):
    c = hsv(rng.uniform(0.07, 0.1), rng.uniform(0.35, 0.55), rng.uniform(0.5, 0.75))
    return mottled(rng, name, c, tuple(x * 0.8 for x in c[:3]) + (1,), rng.uniform(20, 80), 0.8, 0.3, bump=0.1, space=space)


def corrugated(rng):
    item = Item('corrugated', 'corrugated')
    W, L, D = rng.uniform(150, 350) * MM, rng.uniform(150, 400) * MM, rng.uniform(60, 250) * MM
    mat = kraft(rng)
    if rng.random() < 0.5:  # a torn-off flat piece
        D = 4 * MM
        item.add(sheet('piece', rng, W, L, mat, 6 * MM, segs=12, creases=rng.choice([0, 1, 2]), thickness=3 * MM))
    else:
        item.add(box('box', W, L, D, [mat], bevel=2 * MM, center=(0, 0, D / 2)))
        tape = plain(rng, 'tape', rng.choice([hsv(0.09, 0.6, 0.7), hsv(0, 0, 0.9), hsv(0.08, 0.5, 0.55)]), 0.2)
        item.add(box('tape', 50 * MM, L + 2 * MM, 0.3 * MM, [tape], center=(0, 0, D + 0.15 * MM)))
    if rng.random() < 0.6:
        ink = plain(rng, 'ink', hsv(0, 0, 0.05) if rng.random() < 0.7 else hsv(0.0, 0.8, 0.4), 0.6, wear_amount=0)
        text_flat(rng, item, rng.choice(['THIS SIDE UP', 'FRAGILE', brand(rng), 'HANDLE WITH CARE', 'Made in EU']), ink,
                  face_matrix((W * 0.2, 0, D + 0.4 * MM), (0, 1, 0), (0, 0, 1)), W * 0.08, L * 0.7)
    item.size = (W / 2, L)
    return item


def pulp(rng, name='pulp'):
    """Moulded paper pulp (egg cartons): grey, beige or a pale dyed colour, fibrous and matt."""
    c = rng.choice([hsv(0, 0, rng.uniform(0.5, 0.7)), hsv(rng.uniform(0.08, 0.12), rng.uniform(0.15, 0.35), rng.uniform(0.6, 0.8)),
                    hsv(rng.uniform(0, 1), rng.uniform(0.15, 0.3), rng.uniform(0.65, 0.85))])
    return mottled(rng, name, c, tuple(x * 0.85 for x in c[:3]) + (1,), rng.uniform(300, 700), 0.95, 0.7, bump=0.4)


def egg_carton(rng):
    """A moulded-pulp egg carton: its tray of cups, alone or with the lid opened out beside it."""
    item = Item('eggs', 'egg-carton')
    rows, cols = rng.choice([(2, 3), (2, 5), (2, 6), (3, 4), (5, 6)])
    pitch, depth = rng.uniform(42, 48) * MM, rng.uniform(22, 32) * MM
    w, l = rows * pitch, cols * pitch
    mat = pulp(rng)
    bm = bmesh.new()
    per = 8  # grid cells per cup
    verts = {}
    for i in range(rows * per + 1):
        for j in range(cols * per + 1):
            cup = (0.5 - 0.5 * math.cos(2 * math.pi * i / per)) * (0.5 - 0.5 * math.cos(2 * math.pi * j / per))
            verts[i, j] = bm.verts.new((i / per * pitch - w / 2, j / per * pitch - l / 2, depth * (1 - cup ** 0.6)))
    for i in range(rows * per):
        for j in range(cols * per):
            bm.faces.new((verts[i, j], verts[i + 1, j], verts[i + 1, j + 1], verts[i, j + 1]))
    tray = item.add(link_mesh('tray', bm, [mat], smooth=True, auto_smooth=math.pi))
    tray.modifiers.new('solid', 'SOLIDIFY').thickness = 1.5 * MM
    width = w
    if rng.random() < 0.5:  # the lid, opened out flat beside the tray
        lid_h = rng.uniform(10, 16) * MM
        gap = rng.uniform(2, 8) * MM
        item.add(box('lid', w, l, lid_h, [mat], bevel=3 * MM, center=(w + gap, 0, lid_h / 2)))
        ink = plain(rng, 'ink', text_colour(rng), 0.7, wear_amount=0)
        text_flat(rng, item, rng.choice(['EGGS', 'FREE RANGE', '6 EGGS', 'BIO', brand(rng)]), ink,
                  face_matrix((w + gap, 0, lid_h + 0.2 * MM), (0, 1, 0), (0, 0, 1)), w * 0.25, l * 0.7)
        width = 2 * w + gap
    item.size = (max(width, l) / 2, max(width, l))
    return item


def roll_tube(rng):
    """The card tube of a toilet or kitchen roll: lying or standing, round or squashed flat."""
    item = Item('tube', 'roll-tube')
    r, t = rng.uniform(19, 24) * MM, 1.2 * MM
    length = (rng.uniform(95, 110) if rng.random() < 0.7 else rng.uniform(220, 280)) * MM
    mat = kraft(rng, 'tube') if rng.random() < 0.7 else pulp(rng, 'tube')
    obj = item.add(lathe('tube', [(r, 0), (r, length), (r - t, length), (r - t, 0), (r, 0)], [mat], segs=40))
    if rng.random() < 0.4:
        obj.scale = (1, rng.uniform(0.3, 0.8), 1)
    item.poses = [((math.pi / 2, 0, 0), 0.8), ((0, 0, 0), 0.2)]
    item.size = (r, length)
    return item


def torn_card(rng):
    """A piece torn from a box and bent along a crease or two: corrugated card, or printed board from a
    cereal or shoe box."""
    item = Item('card', 'torn-card')
    w, l = rng.uniform(80, 300) * MM, rng.uniform(100, 350) * MM
    if rng.random() < 0.5:
        mat, thickness = kraft(rng, 'card', space='UV'), rng.uniform(2.5, 5) * MM
    else:
        mat, thickness = printed_film(rng, 'board', rough=rng.uniform(0.4, 0.75)), rng.uniform(0.6, 1.2) * MM
    a = rng.uniform(0, 2 * math.pi)
    cut, ragged, freq = rng.uniform(0.15, 0.45), rng.uniform(0.01, 0.04), rng.uniform(20, 60)

    def torn(u, v):  # one edge torn along a ragged line
        along = u * math.cos(a) + v * math.sin(a)
        return along < cut + ragged * math.sin(freq * (v * math.cos(a) - u * math.sin(a)))

    card, size = folded_sheet('card', rng, w, l, mat, rng.randrange(1, 4), math.pi * 0.5, segs=24, outline=torn,
                              thickness=thickness)
    item.add(card)
    item.size = (max(size) / 2, max(size))
    return item


def paper_material(rng, name='paper', space='Object'):
    m, nt, bsdf = new_material(name)
    base = hsv(rng.uniform(0.1, 0.6), rng.uniform(0, 0.12), rng.uniform(0.8, 0.96))
    co = nt.coords(space, rot=(0, 0, rng.choice([0, math.pi / 2])))
    lines = rng.random() < 0.6
    col = base
    if lines:  # lines of print, broken into words and paragraphs: a grey texture a camera resolves,
        # where print a pixel wide renders as coloured speckle that no photo of paper shows
        wave = nt.node('ShaderNodeTexWave', Vector=co, Scale=wave_scale(rng.uniform(3, 6) * MM), Distortion=0.0)
        wave.bands_direction = 'Y'
        ink = hsv(rng.choice([0.6, 0.0, 0.0]), rng.uniform(0, 0.3), rng.uniform(0.05, 0.3))
        words = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(60, 150), Detail=0)
        paragraphs = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(5, 12), Detail=0)
        mask = nt.math('MULTIPLY', nt.math('GREATER_THAN', wave.outputs['Fac'], 0.6), nt.math('GREATER_THAN', words.outputs['Fac'], 0.4))
        mask = nt.math('MULTIPLY', mask, nt.math('GREATER_THAN', paragraphs.outputs['Fac'], 0.4))
        # Print finer than a pixel averages to grey in a camera; at full strength a dozen samples a
        # pixel render it as speckle instead, so it is drawn at the strength it averages to.
        col = nt.mix(nt.math('MULTIPLY', mask, rng.uniform(0.3, 0.6)), base, ink)
    nt.link(col, bsdf.inputs['Base Color']) if lines else None
    if not lines:
        bsdf.inputs['Base Color'].default_value = base
    bsdf.inputs['Roughness'].default_value = rng.uniform(0.6, 0.9)
    bsdf.inputs['Subsurface'].default_value = 0.05
    bsdf.inputs['Subsurface Color'].default_value = base
    # Blender's default radius is a metre, which at a dozen samples turns a sheet into coloured speckle.
    bsdf.inputs['Subsurface Radius'].default_value = (0.002, 0.001, 0.0008)
    return m


def printed_paper(rng, name='printed', space='UV'):
    """Matt printed paper (a flyer, an oat or flour bag): a pale sheet with a panel of colour, often a
    picture in it, and lines of print, where a wrapper's glossy ink runs from edge to edge."""
    m, nt, bsdf = new_material(name)
    co = nt.coords(space, rot=(0, 0, rng.choice([0, math.pi / 2])), loc=(rng.uniform(-1, 1),) * 3)
    base = hsv(rng.uniform(0.05, 0.6), rng.uniform(0, 0.12), rng.uniform(0.82, 0.96))
    along = nt.math('FRACT', nt.math('MULTIPLY', nt.xyz(co)[0], 1 / rng.uniform(0.1, 0.25)))
    start = rng.uniform(0, 0.5)
    panel = nt.math('MULTIPLY', nt.math('GREATER_THAN', along, start),
                    nt.math('LESS_THAN', along, start + rng.uniform(0.2, 0.45)))
    ink = vivid(rng) if rng.random() < 0.6 else muted(rng)
    if rng.random() < 0.6:  # a picture: two colours mottled at the scale of a photo's shapes
        blot = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(20, 60), Detail=4)
        ink = nt.mix(blot.outputs['Fac'], ink, vivid(rng))
    col = nt.mix(panel, base, ink)
    lines = nt.node('ShaderNodeTexWave', Vector=co, Scale=wave_scale(rng.uniform(3, 6) * MM), Distortion=0.0)
    lines.bands_direction = 'Y'
    words = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(60, 150), Detail=0)
    text = nt.math('MULTIPLY', nt.math('GREATER_THAN', lines.outputs['Fac'], 0.6),
                   nt.math('GREATER_THAN', words.outputs['Fac'], 0.4))
    text = nt.math('MULTIPLY', text, rng.uniform(0.3, 0.6))  # averaged as paper_material's print is
    nt.link(nt.mix(nt.math('MULTIPLY', text, nt.math('SUBTRACT', 1.0, panel)), col, text_colour(rng, False)),
            bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = rng.uniform(0.55, 0.85)
    return m


def crumpled_paper(rng):
    """A sheet of paper, a flyer or a paper bag crumpled by hand: loosely or into a ball."""
    item = Item('paper', 'crumpled-paper')
    w, l = rng.uniform(120, 300) * MM, rng.uniform(150, 420) * MM
    style = rng.choice(['paper', 'paper', 'kraft', 'printed'])
    if style == 'paper':
        mat = paper_material(rng, space='UV')
    elif style == 'kraft':
        mat = kraft(rng, 'bag', space='UV')
    else:
        mat = printed_paper(rng)
    tight = rng.random() < 0.5
    sheet_obj, size = folded_sheet('crumpled', rng, w, l, mat, rng.randrange(14, 26) if tight else rng.randrange(5, 14),
                                   math.pi * (0.7 if tight else 0.45), squash=rng.uniform(0.6, 0.9) if tight else rng.uniform(0.3, 0.6),
                                   squeeze=rng.uniform(1.5, 3.0) if tight else rng.uniform(0.2, 0.8))
    item.add(sheet_obj)
    item.size = (max(size) / 2, max(size))
    return item


def paper_sheet(rng):
    item = Item('sheet', 'paper-sheet')
    style = rng.choice(['page', 'envelope', 'bag', 'newspaper'])
    if style == 'envelope':
        W, L = rng.uniform(110, 160) * MM, rng.uniform(160, 230) * MM
        mat = paper_material(rng) if rng.random() < 0.6 else kraft(rng, 'env')
    elif style == 'bag':
        W, L = rng.uniform(120, 200) * MM, rng.uniform(200, 300) * MM
        mat = kraft(rng, 'bag')
    else:
        W, L = rng.uniform(150, 300) * MM, rng.uniform(200, 420) * MM
        mat = paper_material(rng)
    item.add(sheet('sheet', rng, W, L, mat, rng.uniform(2, 15) * MM, segs=20, creases=rng.randrange(0, 4),
                   curl=rng.uniform(0, 0.3)))
    ink = plain(rng, 'ink', hsv(0, 0, 0.08), 0.5, wear_amount=0)
    n = {'newspaper': 6, 'page': 3, 'envelope': 2, 'bag': 1}[style]
    for k in range(rng.randrange(1, n + 1)):
        words = [brand(rng), 'Dear customer', 'INVOICE', 'NEWS', 'Total 12.40', 'Monday', 'Weather', 'Please recycle']
        text_flat(rng, item, rng.choice(words), ink, face_matrix((0, L * (0.3 - 0.12 * k), 18 * MM), (1, 0, 0), (0, 0, 1)),
                  L * 0.03 * (2 if k == 0 else 1), W * 0.8)
    item.size = (W / 2, L)
    return item


def garment(rng):
    """A towel, a sock, a shirt or underwear as people throw it away: a heap of soft folds, white or
    pale four times in ten, woven, terry, printed or striped."""
    item = Item('cloth', 'garment')
    tone = rng.random()
    if tone < 0.4:
        colour = hsv(rng.random(), rng.uniform(0, 0.15), rng.uniform(0.8, 0.97))
    else:
        colour = muted(rng) if tone < 0.7 else vivid(rng)
    mat = fabric_material(rng, 'fabric', colour, space='UV', finish=rng.choice(['weave', 'weave', 'terry', 'print', 'stripe']))
    if rng.random() < 0.3:  # a sock: a narrow double layer, bent over and bunched
        w, l = rng.uniform(80, 110) * MM, rng.uniform(250, 450) * MM
        folds, soft, thickness = rng.randrange(1, 4), rng.uniform(0.3, 0.6) * w, rng.uniform(4, 8) * MM
    else:
        w, l = rng.uniform(200, 600) * MM, rng.uniform(200, 600) * MM
        folds, soft, thickness = rng.randrange(3, 10), rng.uniform(0.1, 0.25) * min(w, l), rng.uniform(1.5, 4) * MM
    cloth, size = folded_sheet('cloth', rng, w, l, mat, folds, math.pi * 0.9, soft=soft, squash=rng.uniform(0.25, 0.6),
                               squeeze=rng.uniform(0.0, 1.0), segs=36, thickness=thickness)
    item.add(cloth)
    item.size = (max(size) / 2, max(size))
    return item


def banana_peel(rng):
    item = Item('peel', 'banana-peel')
    ripe = rng.uniform(0, 1)
    yellow = hsv(0.13 - 0.03 * ripe, 0.85, 0.85 - 0.4 * ripe)
    spots = hsv(0.08, 0.7, 0.15)
    mat = mottled(rng, 'peel', yellow, spots, rng.uniform(30, 90), 0.5, amount=0.2 + 0.6 * ripe, bump=0.1)
    L = rng.uniform(120, 200) * MM
    n = rng.choice([3, 4, 4])
    yaw0 = rng.uniform(0, 2 * math.pi)
    for k in range(n):
        strip = sheet('strip', rng, L, rng.uniform(20, 32) * MM, mat, rng.uniform(5, 15) * MM, segs=12,
                      curl=rng.uniform(-0.3, 0.3), outline=lambda u, v: abs(v) < 0.5 * (1 - (2 * u) ** 4) + 0.1,
                      thickness=2 * MM)
        yaw = yaw0 + 2 * math.pi * k / n + rng.uniform(-0.4, 0.4)
        strip.location = (math.cos(yaw) * L * 0.45, math.sin(yaw) * L * 0.45, k * 1 * MM)
        strip.rotation_euler = (0, 0, yaw)
        item.add(strip)
    stem = plain(rng, 'stem', hsv(0.1, 0.6, 0.25), 0.7)
    item.add(lathe('stem', [(0, 0), (6 * MM, 0), (5 * MM, 25 * MM), (0, 25 * MM)], [stem], segs=8)).rotation_euler = (math.pi / 2, 0, yaw0)
    item.size = (L, 2 * L)
    return item


def fruit_scraps(rng):
    item = Item('scraps', 'fruit-scraps')
    kind = rng.choice(['apple', 'orange', 'egg', 'mixed'])
    if kind in ('apple', 'mixed'):
        R, H = rng.uniform(30, 40) * MM, rng.uniform(60, 80) * MM
        skin = hsv(rng.choice([0.0, 0.02, 0.25, 0.12]), 0.8, 0.6)
        flesh = mottled(rng, 'flesh', hsv(0.12, 0.25, 0.9), hsv(0.08, 0.6, 0.55), 40, 0.6, amount=0.4, ss=0.1)
        skin_m = plain(rng, 'skin', skin, 0.35)
        prof = [(0, 0), (R * 0.6, 1 * MM), (R * 0.7, H * 0.12), (R * 0.35, H * 0.3), (R * 0.3, H * 0.7), (R * 0.7, H * 0.88),
                (R * 0.6, H), (0, H)]
        item.add(lathe('core', prof, [skin_m, flesh], [0, 0, 1, 1, 1, 0, 0], segs=24,
                       radial=lambda th: 1.0 + 0.15 * math.sin(3 * th)))
        item.poses = [((math.pi / 2, 0, 0), 1.0)]
    if kind in ('orange', 'mixed'):
        orange = mottled(rng, 'rind', hsv(0.07, 0.9, 0.9), hsv(0.06, 0.9, 0.75), 300, 0.45, bump=0.3)
        for k in range(rng.randrange(2, 6)):
            r = rng.uniform(35, 45) * MM
            piece = sheet('rind', rng, r * 1.4, r * 1.2, orange, 2 * MM, segs=10, curl=rng.uniform(0.4, 0.8),
                          outline=lambda u, v: u * u + v * v < 0.22 + rng.uniform(-0.03, 0.03), thickness=4 * MM)
            piece.location = (rng.uniform(-50, 50) * MM, rng.uniform(-50, 50) * MM, k * 2 * MM)
            piece.rotation_euler = (rng.choice([0, math.pi]), 0, rng.uniform(0, 2 * math.pi))
            item.add(piece)
    if kind == 'egg':
        shell_c = rng.choice([hsv(0.08, 0.35, 0.8), hsv(0.1, 0.05, 0.95)])
        shell = plain(rng, 'shell', shell_c, 0.6, ss=0.1)
        for k in range(rng.randrange(2, 5)):
            s = sphere('shell', rng.uniform(20, 24) * MM, shell, scale=(1, 1, 1.3), half=True)
            s.location = (rng.uniform(-40, 40) * MM, rng.uniform(-40, 40) * MM, rng.uniform(0, 10) * MM)
            s.rotation_euler = (rng.uniform(0, math.pi), rng.uniform(-0.5, 0.5), rng.uniform(0, 6))
            item.add(s)
    item.size = (60 * MM, 140 * MM)
    return item


def leaves(rng):
    """Fresh or dried leaves, a few stems: curled and folded, green to brown."""
    item = Item('leaves', 'leaves')
    n = rng.randrange(1, 7)
    season = rng.random()
    for k in range(n):
        green = hsv(0.25 - 0.2 * season * rng.random(), 0.7 - 0.3 * season, rng.uniform(0.3, 0.6))
        mat = mottled(rng, 'leaf', green, hsv(0.08, 0.7, 0.3), rng.uniform(10, 40), 0.5, amount=0.3 + 0.4 * season, ss=0.05,
                      space='UV')
        L = rng.uniform(40, 140) * MM
        W = L * rng.uniform(0.3, 0.7)
        leaf, _ = folded_sheet('leaf', rng, W, L, mat, rng.randrange(0, 1 + int(4 * season)), math.pi * 0.7,
                               soft=W * rng.uniform(0.2, 0.5), squash=rng.uniform(0.5, 1.0), segs=16,
                               outline=lambda u, v: abs(u) < 0.5 * math.sin(math.pi * (v + 0.5)) ** 0.8)
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, 60) * MM
        leaf.location = (d * math.cos(a), d * math.sin(a), k * 1.5 * MM)
        leaf.rotation_euler = (0, 0, rng.uniform(0, 2 * math.pi))
        item.add(leaf)
    if rng.random() < 0.5:
        twig = plain(rng, 'twig', hsv(0.07, 0.5, 0.25), 0.8)
        pts = [(rng.uniform(-80, 80) * MM * k / 5, (k - 2.5) * 30 * MM, 3 * MM) for k in range(6)]
        item.add(tube('twig', pts, rng.uniform(1.5, 4) * MM, twig, sides=8))
    item.size = (100 * MM, 200 * MM)
    return item


def peel_strips(rng):
    """Peelings: curling strips of carrot, potato, apple or cucumber skin, or torn orange rind."""
    item = Item('peelings', 'peel-strips')
    skin, inner = rng.choice([(hsv(0.07, 0.85, 0.85), hsv(0.08, 0.8, 0.9)), (hsv(0.09, 0.5, 0.45), hsv(0.13, 0.25, 0.9)),
                              (hsv(0.0, 0.8, 0.55), hsv(0.13, 0.25, 0.92)), (hsv(0.3, 0.6, 0.3), hsv(0.22, 0.3, 0.85)),
                              (hsv(0.06, 0.9, 0.9), hsv(0.12, 0.2, 0.95))])
    for k in range(rng.randrange(2, 9)):
        mat = mottled(rng, 'peel', skin, inner if rng.random() < 0.5 else tuple(c * 0.7 for c in skin[:3]) + (1,),
                      rng.uniform(20, 120), 0.5, amount=rng.uniform(0.1, 0.5), bump=0.1, space='UV')
        L, W = rng.uniform(40, 140) * MM, rng.uniform(8, 30) * MM
        strip, _ = folded_sheet('strip', rng, L, W, mat, rng.randrange(1, 4), math.pi * 0.8, soft=L * rng.uniform(0.15, 0.4),
                                squash=rng.uniform(0.4, 1.0), segs=16, thickness=rng.uniform(1, 3) * MM,
                                outline=lambda u, v: abs(v) < 0.5 - 0.3 * abs(2 * u) ** 3)
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, 50) * MM
        strip.location = (d * math.cos(a), d * math.sin(a), k * 2 * MM)
        strip.rotation_euler = (0, 0, rng.uniform(0, 2 * math.pi))
        item.add(strip)
    item.size = (70 * MM, 150 * MM)
    return item


def flowers(rng):
    """Cut flowers past their best: petals round a centre on a stem with leaves, fresh or wilted."""
    item = Item('flowers', 'flowers')
    petal_c = rng.choice([hsv(0.98, 0.85, 0.5), hsv(0.93, 0.5, 0.85), hsv(0.14, 0.8, 0.9), hsv(0.0, 0.05, 0.92),
                          hsv(0.78, 0.5, 0.6), hsv(0.05, 0.8, 0.8)])
    wilt = rng.random()
    stem_mat = plain(rng, 'stem', hsv(0.25 - 0.12 * wilt, 0.6, 0.35), 0.6)
    leaf_mat = mottled(rng, 'leaf', hsv(0.28 - 0.15 * wilt, 0.65, 0.35), hsv(0.1, 0.6, 0.3), 20, 0.5, amount=0.2 + 0.5 * wilt,
                       space='UV')
    for _ in range(rng.randrange(1, 4)):
        ox, oy, yaw = rng.uniform(-40, 40) * MM, rng.uniform(-40, 40) * MM, rng.uniform(0, 2 * math.pi)
        L = rng.uniform(30, 150) * MM
        d = Vector((math.cos(yaw), math.sin(yaw), 0))
        item.add(tube('stem', [(ox + d.x * L * t, oy + d.y * L * t, 2 * MM) for t in (0, 0.5, 1)], rng.uniform(1.5, 3) * MM,
                      stem_mat, sides=8))
        head = Vector((ox + d.x * L, oy + d.y * L, 0))
        petal = mottled(rng, 'petal', petal_c, tuple(c * (0.6 + 0.3 * (1 - wilt)) for c in petal_c[:3]) + (1,), 30, 0.5,
                        amount=0.3 + 0.5 * wilt, ss=0.1, space='UV')
        r = rng.uniform(20, 45) * MM
        for k in range(rng.randrange(6, 16)):
            p, _ = folded_sheet('petal', rng, r * 0.8, r, petal, rng.randrange(0, 3), math.pi * 0.6, soft=r * 0.4,
                                squash=rng.uniform(0.5, 1.0), segs=8,
                                outline=lambda u, v: u * u + v * v < 0.25)
            a = 2 * math.pi * k / 7 + rng.uniform(-0.3, 0.3)
            p.location = head + Vector((math.cos(a), math.sin(a), 0)) * r * rng.uniform(0.2, 0.5) + Vector((0, 0, k * 0.8 * MM))
            p.rotation_euler = (0, 0, a + math.pi / 2)
            item.add(p)
        for k in range(rng.randrange(0, 4)):
            lf, _ = folded_sheet('leaf', rng, 20 * MM, 55 * MM, leaf_mat, rng.randrange(0, 3), math.pi * 0.5, soft=8 * MM,
                                 squash=0.7, segs=10, outline=lambda u, v: abs(u) < 0.5 * math.sin(math.pi * (v + 0.5)))
            t = rng.uniform(0.2, 0.8)
            lf.location = (ox + d.x * L * t, oy + d.y * L * t, 2 * MM)
            lf.rotation_euler = (0, 0, yaw + rng.choice([-1, 1]) * rng.uniform(0.5, 1.2))
            item.add(lf)
    item.size = (80 * MM, 180 * MM)
    return item


def crumpled_wrapper(rng):
    """A sweet, crisp or food wrapper or a bit of cling film, crumpled: printed, glossy or metallised film."""
    item = Item('wrapper', 'crumpled-wrapper')
    if rng.random() < 0.25:
        mat = thin_clear(rng, 'film', (0.95, 0.95, 0.95, 1), frost=rng.uniform(0.1, 0.6), rough=0.15)
    else:
        mat = printed_film(rng, 'film', metal=rng.choice([0.0, 0.0, 0.6, 0.9]), rough=rng.uniform(0.1, 0.35))
    w, l = rng.uniform(60, 250) * MM, rng.uniform(80, 300) * MM
    film, size = folded_sheet('wrapper', rng, w, l, mat, rng.randrange(5, 20), math.pi * 0.6, squash=rng.uniform(0.3, 0.8),
                              squeeze=rng.uniform(0.3, 2.5))
    item.add(film)
    item.size = (max(size) / 2, max(size))
    return item


def foil(rng):
    """Aluminium foil or a foil tray lid, crumpled: loosely or into a ball."""
    item = Item('foil', 'foil')
    tight = rng.random() < 0.5
    w, l = rng.uniform(100, 300) * MM, rng.uniform(100, 300) * MM
    sheet_obj, size = folded_sheet('foil', rng, w, l, metal_mat(rng, 'foil', rough=rng.uniform(0.08, 0.3)),
                                   rng.randrange(16, 30) if tight else rng.randrange(4, 12), math.pi * (0.7 if tight else 0.4),
                                   squash=rng.uniform(0.6, 0.9) if tight else rng.uniform(0.2, 0.5),
                                   squeeze=rng.uniform(1.5, 3.0) if tight else rng.uniform(0.1, 0.6))
    item.add(sheet_obj)
    item.size = (max(size) / 2, max(size))
    return item


def toothbrush(rng):
    item = Item('brush', 'toothbrush')
    L = rng.uniform(170, 190) * MM
    body = plastic(rng, vivid(rng), 'handle', rng.uniform(0.2, 0.4))
    pts = [(0, (k / 10 - 0.5) * L, 6 * MM + 3 * MM * math.sin(math.pi * k / 10)) for k in range(11)]
    h = tube('handle', pts, 5 * MM, body, sides=12)
    h.scale = (1.4, 1, 0.7)
    item.add(h)
    bristle = mottled(rng, 'bristles', hsv(0, 0, 0.95), rng.choice([vivid(rng), hsv(0.55, 0.6, 0.8)]), 400, 0.7)
    item.add(box('bristles', 11 * MM, 28 * MM, 11 * MM, [bristle], bevel=1 * MM, center=(0, L / 2 - 18 * MM, 13 * MM)))
    item.size = (8 * MM, L)
    return item


def cotton_things(rng):
    item = Item('cotton', 'cotton')
    kind = rng.choice(['pad', 'pad', 'bud', 'ball'])
    white = mottled(rng, 'cotton', hsv(0.1, 0.03, 0.95), hsv(0.1, 0.08, rng.uniform(0.7, 0.9)), 300, 0.95,
                    amount=rng.uniform(0.1, 0.5), bump=0.4, ss=0.1)
    for k in range(rng.randrange(1, 4)):
        if kind == 'pad':
            r = rng.uniform(25, 30) * MM
            part = lathe('pad', [(0, 0), (r * 0.97, 0), (r, 1.5 * MM), (r * 0.97, 3 * MM), (0, 3.5 * MM)], [white], segs=40)
        elif kind == 'ball':
            part = crumpled('ball', rng, rng.uniform(10, 18) * MM, white, amount=0.15, subdiv=3, flat=False)
        else:
            stick = plastic(rng, rng.choice([hsv(0, 0, 0.95), hsv(0.6, 0.5, 0.8), hsv(0.95, 0.4, 0.9)]), 'stick', 0.3)
            L = 75 * MM
            tip = [(0, 0), (2.5 * MM, 1 * MM), (3.5 * MM, 4 * MM), (3.5 * MM, 8 * MM), (2.5 * MM, 11 * MM), (1.3 * MM, 13 * MM)]
            prof = tip + [(r, L - z) for r, z in reversed(tip)]
            part = lathe('bud', prof, [white, stick], [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], segs=16)
            part.rotation_euler = (math.pi / 2, 0, 0)
        part.location = (rng.uniform(-35, 35) * MM, rng.uniform(-35, 35) * MM, k * 3 * MM)
        item.add(part)
    item.size = (30 * MM, 80 * MM)
    return item


def tissue(rng):
    item = Item('tissue', 'tissue')
    r = rng.uniform(30, 60) * MM
    mat = mottled(rng, 'tissue', hsv(0.1, 0.02, 0.95), hsv(0.1, 0.05, 0.8), 80, 0.9, amount=0.3, ss=0.15)
    item.add(crumpled('tissue', rng, r, mat, (1, rng.uniform(0.8, 1.3), rng.uniform(0.4, 0.7)), amount=0.3, creases=0.04,
                      subdiv=4, flat=False)).location.z = r * 0.5
    item.size = (r, 2 * r)
    return item


def pen(rng):
    item = Item('pen', 'pen')
    L, r = rng.uniform(130, 150) * MM, rng.uniform(4, 6) * MM
    barrel = plastic(rng, rng.choice([vivid(rng), hsv(0, 0, 0.05), hsv(0, 0, 0.95)]), 'barrel', 0.3)
    if rng.random() < 0.4:
        barrel = thin_clear(rng, 'barrel', (0.95, 0.95, 0.95, 1), frost=0.1)
        refill = plain(rng, 'refill', hsv(rng.choice([0.6, 0.0]), 0.8, 0.4), 0.4)
        item.add(lathe('refill', [(0, 5 * MM), (1.5 * MM, 5 * MM), (1.5 * MM, L - 5 * MM), (0, L - 5 * MM)], [refill], segs=12))
    item.add(lathe('barrel', [(0, 0), (r * 0.4, 0), (r, 15 * MM), (r, L), (0, L)], [barrel], segs=24,
                   radial=(lambda th: 1.0 / max(math.cos(((th + math.pi / 6) % (math.pi / 3)) - math.pi / 6), 0.8)) if rng.random() < 0.5 else None))
    cap = plastic(rng, vivid(rng), 'cap', 0.3)
    item.add(lathe('cap', [(0, L - 30 * MM), (r * 1.1, L - 30 * MM), (r * 1.1, L + 5 * MM), (0, L + 5 * MM)], [cap], segs=24))
    item.poses = [((math.pi / 2, 0, 0), 1.0)]
    item.size = (r, L)
    return item


EVERYDAY_KINDS = {
    'plastic': {'pet-bottle': pet_bottle, 'detergent-bottle': detergent_bottle, 'plastic-tub': plastic_tub,
                'plastic-bag': plastic_bag, 'snack-sachet': snack_sachet, 'crumpled-wrapper': crumpled_wrapper},
    'glass': {'glass-bottle': glass_bottle, 'glass-jar': glass_jar},
    'metal': {'drink-can': drink_can, 'food-tin': food_tin, 'jar-lid': jar_lid, 'foil': foil},
    'cardboard': {'folding-box': folding_box, 'corrugated': corrugated, 'egg-carton': egg_carton, 'roll-tube': roll_tube,
                  'torn-card': torn_card},
    'paper': {'crumpled-paper': crumpled_paper, 'paper-sheet': paper_sheet},
    'textile': {'garment': garment},
    'organic': {'banana-peel': banana_peel, 'fruit-scraps': fruit_scraps, 'leaves': leaves, 'peel-strips': peel_strips,
                'flowers': flowers},
    'other': {'toothbrush': toothbrush, 'cotton': cotton_things, 'tissue': tissue, 'pen': pen},
}


BUILDERS = {
    'aa': lambda rng: cell_battery(rng, 'aa'), 'aaa': lambda rng: cell_battery(rng, 'aaa'),
    'c': lambda rng: cell_battery(rng, 'c'), 'd': lambda rng: cell_battery(rng, 'd'),
    '9v': nine_volt, 'coin-cell': coin_cell, 'phone-pack': phone_pack, 'laptop-pack': laptop_pack,
    'aerosol': aerosol, 'paint-tin': paint_tin, 'light-bulb': light_bulb, 'cfl': cfl,
    'fluorescent-tube': fluorescent_tube, 'gas-cartridge': gas_cartridge, 'blister-pack': blister_pack,
    'medicine-bottle': medicine_bottle, 'lighter': lighter,
}
for _kinds in EVERYDAY_KINDS.values():
    BUILDERS.update(_kinds)
EVERYDAY_CLASS = {kind: material for material, kinds in EVERYDAY_KINDS.items() for kind in kinds}
PILE_KINDS = {'aa', 'aaa', 'c', 'd', 'coin-cell', '9v', 'lighter', 'blister-pack', 'fluorescent-tube', 'light-bulb',
              'jar-lid', 'drink-can', 'pen'}
HAND_KINDS = {'aa', 'aaa', 'coin-cell', '9v', 'phone-pack', 'lighter', 'blister-pack', 'light-bulb', 'medicine-bottle', 'c',
              'jar-lid', 'pen', 'toothbrush', 'tissue', 'cotton'}
TRAY_KINDS = {'aa', 'aaa', 'c', 'd', 'coin-cell', '9v', 'phone-pack', 'blister-pack', 'lighter', 'medicine-bottle',
              'jar-lid', 'pen', 'cotton'}


# ----------------------------------------------------------------------------- placement

def pose_matrix(item, rng, yaw, xy, base_z):
    rots, weights = zip(*item.poses)
    rot = rng.choices(rots, weights)[0]
    m = Euler(rot).to_matrix().to_4x4()
    m = Matrix.Rotation(yaw, 4, 'Z') @ m
    lo, hi = item.bounds(m)
    centre = (lo + hi) / 2
    m = Matrix.Translation((xy[0] - centre.x, xy[1] - centre.y, base_z - lo.z)) @ m
    return m


def footprint(item, m):
    """Oriented 2D box of an item under matrix m: (centre, half extents, yaw)."""
    yaw = m.to_euler('XYZ').z
    unyaw = Matrix.Rotation(-yaw, 4, 'Z') @ m
    lo, hi = item.bounds(unyaw)
    c = Matrix.Rotation(yaw, 4, 'Z') @ ((lo + hi) / 2)
    return (c.x, c.y), ((hi.x - lo.x) / 2, (hi.y - lo.y) / 2), yaw, hi.z


def overlap(a, b, margin=0.5 * MM):
    (ca, ha, ya, _), (cb, hb, yb, _) = a, b
    axes = [(math.cos(ya), math.sin(ya)), (-math.sin(ya), math.cos(ya)),
            (math.cos(yb), math.sin(yb)), (-math.sin(yb), math.cos(yb))]
    d = (cb[0] - ca[0], cb[1] - ca[1])

    def radius(h, y, ax):
        return (h[0] * abs(math.cos(y) * ax[0] + math.sin(y) * ax[1]) +
                h[1] * abs(-math.sin(y) * ax[0] + math.cos(y) * ax[1]))

    for ax in axes:
        if abs(d[0] * ax[0] + d[1] * ax[1]) > radius(ha, ya, ax) + radius(hb, yb, ax) + margin:
            return False
    return True


def place_group(items, rng, spread, base_z=0.0, centre=(0, 0), footprints=None, yaw_spread=math.pi):
    """Drop items near a centre without overlaps; an item that finds no room lies on another."""
    placed = footprints if footprints is not None else []
    yaw0 = rng.uniform(0, 2 * math.pi)
    for item in items:
        for attempt in range(40):
            r = spread * math.sqrt(rng.random()) * (1 + attempt / 20)
            a = rng.uniform(0, 2 * math.pi)
            yaw = yaw0 + rng.uniform(-yaw_spread, yaw_spread)
            m = pose_matrix(item, rng, yaw, (centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)), base_z)
            fp = footprint(item, m)
            if not any(overlap(fp, other) for other in placed):
                break
        else:
            other = rng.choice(placed) if placed else None
            z = other[3] if other else base_z
            m = pose_matrix(item, rng, rng.uniform(0, 2 * math.pi), other[0] if other else centre, z)
            m = m @ Matrix.Rotation(rng.uniform(-0.15, 0.15), 4, 'X')
            fp = footprint(item, m)
        item.root.matrix_basis = m
        placed.append(fp)
    return placed


def hand(rng, base_z=0.0):
    """A palm-up hand shape: flattened palm, four fingers and a thumb, skin-toned with SSS."""
    item = Item('hand', 'hand')
    tone = rng.choice([(0.08, 0.35, 0.9), (0.07, 0.4, 0.75), (0.06, 0.5, 0.55), (0.05, 0.55, 0.35), (0.06, 0.35, 0.85)])
    skin = plain(rng, 'skin', hsv(tone[0], tone[1] * rng.uniform(0.85, 1.1), tone[2] * rng.uniform(0.9, 1.05)), 0.5, sheen=0.3,
                 wear_amount=0.08)  # no SSS: at 16 samples it is speckle, not skin
    pw, pl, pt = rng.uniform(42, 50) * MM, rng.uniform(50, 58) * MM, 14 * MM
    item.add(sphere('palm', 1.0, skin, scale=(pw, pl, pt))).location = (0, 0, pt)
    curl = rng.uniform(0.1, 0.6)
    for i, (dx, ln) in enumerate([(-0.66, 0.85), (-0.22, 1.0), (0.22, 0.95), (0.64, 0.75)]):
        fr = rng.uniform(8, 9.5) * MM * (0.85 if i == 3 else 1)
        L = 72 * MM * ln
        pts = []
        y, z, ang = pl * 0.8, pt * 1.1, 0.0
        for k in range(7):
            pts.append((dx * pw, y, z))
            ang += curl / 6
            y += L / 6 * math.cos(ang)
            z += L / 6 * math.sin(ang)
        item.add(tube('finger', pts, fr, skin, sides=12))
        item.add(sphere('tip', fr, skin, segs=12, rings=8)).location = pts[-1]
    thumb = [(pw * 0.8, -pl * 0.2, pt), (pw * 1.2, pl * 0.2, pt * 1.3), (pw * 1.45, pl * 0.55, pt * 1.6)]
    item.add(tube('thumb', thumb, 11 * MM, skin, sides=12))
    item.add(sphere('tip', 11 * MM, skin, segs=12, rings=8)).location = thumb[-1]
    wrist = [(0, -pl * 0.7, pt), (0, -pl * 2.5, pt * 0.9)]
    item.add(tube('wrist', wrist, pw * 0.75, skin, sides=16))
    return item, 2 * pt


def tray(rng, half_w, half_l):
    """A shallow tray or dish the items sit in."""
    item = Item('tray', 'tray')
    col = muted(rng) if rng.random() < 0.6 else hsv(0, 0, rng.uniform(0.1, 0.95))
    mat = plain(rng, 'tray', col, rng.uniform(0.2, 0.6), metal=1.0 if rng.random() < 0.2 else 0.0)
    h = rng.uniform(12, 25) * MM
    t = 2 * MM
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co = Vector((v.co.x * 2 * half_w, v.co.y * 2 * half_l, (v.co.z + 0.5) * h))
    top = [f for f in bm.faces if f.normal.z > 0.5]
    bmesh.ops.delete(bm, geom=top, context='FACES')
    obj = link_mesh('tray', bm, [mat], smooth=False)
    sol = obj.modifiers.new('solid', 'SOLIDIFY')
    sol.thickness = t
    sol.offset = 1.0
    bev = obj.modifiers.new('bevel', 'BEVEL')
    bev.width = 1.5 * MM
    bev.segments = 2
    bev.limit_method = 'ANGLE'
    item.add(obj)
    return item, t


def clutter_item(rng, scale_ref):
    kind = rng.choice(['box', 'cup', 'ball', 'cloth', 'box', 'cup'])
    item = Item(kind, 'clutter-' + kind)
    col = muted(rng)
    if kind == 'box':
        s = [rng.uniform(30, 160) * MM for _ in range(3)]
        s[2] = min(s[2], rng.uniform(20, 90) * MM)
        mat = plain(rng, 'box', col, rng.uniform(0.4, 0.9))
        item.add(box('box', s[0], s[1], s[2], [mat], bevel=1 * MM, center=(0, 0, s[2] / 2)))
        item.poses = [((0, 0, 0), 1.0)]
    elif kind == 'cup':
        r, h = rng.uniform(35, 45) * MM, rng.uniform(80, 105) * MM
        mat = plain(rng, 'cup', col, rng.uniform(0.1, 0.4), clearcoat=0.5)
        prof = [(0, 0), (r * 0.85, 0), (r, h * 0.1), (r, h), (r * 0.93, h), (r * 0.93, h * 0.12), (0, h * 0.12)]
        item.add(lathe('cup', prof, [mat], segs=40))
        pts = [(r + 20 * MM * math.sin(math.pi * k / 10), 0, h * 0.25 + h * 0.5 * k / 10) for k in range(11)]
        item.add(tube('handle', pts, 5 * MM, mat, sides=8))
        item.poses = [((0, 0, 0), 1.0)]
    elif kind == 'ball':
        r = rng.uniform(20, 60) * MM
        item.add(sphere('ball', r, plain(rng, 'ball', col, rng.uniform(0.3, 0.9)), segs=32, rings=16)).location.z = r
    else:
        w, l = rng.uniform(150, 350) * MM, rng.uniform(150, 350) * MM
        bm = bmesh.new()
        bmesh.ops.create_grid(bm, x_segments=24, y_segments=24, size=0.5)
        fx, fy = rng.uniform(8, 20), rng.uniform(8, 20)
        px, py = rng.uniform(0, 6), rng.uniform(0, 6)
        for v in bm.verts:
            x, y = v.co.x * w, v.co.y * l
            z = 6 * MM * max(0, math.sin(fx * x + px) * math.sin(fy * y + py) + 0.3 * math.sin(2 * fx * y))
            v.co = Vector((x, y, z + 1 * MM))
        mat = fabric_material(rng, 'cloth', col)
        item.add(link_mesh('cloth', bm, [mat], smooth=True, auto_smooth=math.pi))
        item.poses = [((0, 0, 0), 1.0)]
    return item


# ----------------------------------------------------------------------------- surfaces

def surface_base(name):
    m, nt, bsdf = new_material(name)
    return m, nt, bsdf


def fabric_material(rng, name, colour, space='Object', finish='weave'):
    """Woven cloth, sometimes a checked tea towel. A garment's finish can be 'terry' (a towel's loops),
    'print' (motifs in a few colours) or 'stripe'; 'weave' alone draws nothing more from rng, so the
    floors and clutter made with it stay as they were rendered."""
    m, nt, bsdf = surface_base(name)
    co = nt.coords(space, rot=(0, 0, rng.uniform(0, math.pi)))
    thread = rng.uniform(0.5, 1.4) * MM
    w1 = nt.node('ShaderNodeTexWave', Vector=co, Scale=wave_scale(thread), Distortion=0.5)
    w1.bands_direction = 'X'
    w2 = nt.node('ShaderNodeTexWave', Vector=co, Scale=wave_scale(thread), Distortion=0.5)
    w2.bands_direction = 'Y'
    weave = nt.math('MULTIPLY', w1.outputs['Fac'], w2.outputs['Fac'])
    noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(20, 80), Detail=3)
    c2 = tuple(c * rng.uniform(0.6, 0.85) for c in colour[:3]) + (1,)
    col = nt.mix(noise.outputs['Fac'], colour, c2)
    if rng.random() < 0.3:  # checked tea towel
        chk = nt.node('ShaderNodeTexChecker', Vector=co, Scale=rng.uniform(10, 40), Color1=(1, 1, 1, 1),
                      Color2=hsv(0, 0, rng.uniform(0.5, 0.8)))
        col = nt.mix(1.0, col, chk.outputs['Color'], 'MULTIPLY')
    height, strength, sheen = weave, 0.4, None
    if finish == 'print':  # dots, flowers or leaves scattered over the cloth, each in one of the print's colours
        cells = nt.node('ShaderNodeTexVoronoi', Vector=co, Scale=1 / (rng.uniform(15, 60) * MM),
                        Randomness=rng.uniform(0.4, 1.0))
        palette = [vivid(rng) for _ in range(rng.randrange(1, 4))]
        motif = nt.ramp(nt.xyz(cells.outputs['Color'])[0], [(k / len(palette), c) for k, c in enumerate(palette)], 'CONSTANT')
        col = nt.mix(nt.math('LESS_THAN', cells.outputs['Distance'], rng.uniform(0.2, 0.45)), col, motif)
    elif finish == 'stripe':
        bands = nt.node('ShaderNodeTexWave', Vector=co, Scale=wave_scale(rng.uniform(5, 40) * MM), Distortion=0.0)
        bands.bands_direction = rng.choice(['X', 'Y'])
        stripe = muted(rng) if rng.random() < 0.5 else vivid(rng)
        col = nt.mix(nt.math('GREATER_THAN', bands.outputs['Fac'], rng.uniform(0.3, 0.7)), col, stripe)
    elif finish == 'terry':  # a towel: a pile of loops that catches the light and shades itself
        loops = nt.node('ShaderNodeTexNoise', Vector=co, Scale=1 / (rng.uniform(1.0, 2.5) * MM), Detail=2)
        col = nt.mix(nt.math('MULTIPLY', loops.outputs['Fac'], 0.5), col, tuple(c * 0.6 for c in colour[:3]) + (1,))
        height, strength, sheen = loops.outputs['Fac'], rng.uniform(0.7, 1.0), rng.uniform(0.7, 1.0)
    col = nt.mix(nt.math('MULTIPLY', weave, 0.35), col, (0.02, 0.02, 0.02, 1))
    nt.link(col, bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = rng.uniform(0.75, 0.95)
    bsdf.inputs['Sheen'].default_value = rng.uniform(0.2, 0.8) if sheen is None else sheen
    bsdf.inputs['Specular'].default_value = 0.3
    b = nt.node('ShaderNodeBump', Strength=strength, Distance=0.0005, Height=height)
    nt.link(b, bsdf.inputs['Normal'])
    return m


def surface_material(rng, kind, name='surface'):
    """A procedural home surface; returns the material and a short description."""
    m, nt, bsdf = surface_base(name)
    rot = (0, 0, rng.uniform(0, math.pi))
    off = tuple(rng.uniform(-20, 20) for _ in range(3))
    co = nt.coords('Object', rot=rot, loc=off)
    rough = 0.5
    desc = {'type': kind}
    bump_h = None
    if kind == 'wood':
        light = hsv(rng.uniform(0.05, 0.1), rng.uniform(0.35, 0.7), rng.uniform(0.35, 0.85))
        dark = tuple(c * rng.uniform(0.35, 0.65) for c in light[:3]) + (1,)
        if rng.random() < 0.15:  # painted wood
            light = hsv(rng.random(), rng.uniform(0, 0.3), rng.uniform(0.6, 0.92))
            dark = tuple(c * 0.85 for c in light[:3]) + (1,)
        stretch = nt.coords('Object', rot=rot, loc=off, scale=(1, rng.uniform(0.03, 0.12), 1))
        wave = nt.node('ShaderNodeTexWave', Vector=stretch, Scale=rng.uniform(8, 30), Distortion=rng.uniform(3, 12),
                       Detail=3, Detail_Scale=rng.uniform(1, 4))
        wave.bands_direction = 'X'
        noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(3, 12), Detail=4)
        fac = nt.math('MULTIPLY_ADD', wave.outputs['Fac'], 0.7)
        fac.node.inputs[2].default_value = 0.0
        fac = nt.math('ADD', fac, nt.math('MULTIPLY', noise.outputs['Fac'], 0.3))
        col = nt.ramp(fac, [(0.2, dark), (0.8, light)])
        if rng.random() < 0.6:  # planks
            plank = rng.uniform(0.08, 0.25)
            brick = nt.node('ShaderNodeTexBrick', Vector=co, Scale=1 / plank, Mortar_Size=rng.uniform(0.002, 0.01),
                            Brick_Width=1.0 * rng.uniform(4, 10), Row_Height=1.0, Color1=(1, 1, 1, 1),
                            Color2=(0.85, 0.85, 0.85, 1), Mortar=(0.15, 0.15, 0.15, 1))
            col = nt.mix(1.0, col, brick.outputs['Color'], 'MULTIPLY')
            bump_h = brick.outputs['Fac']
        else:
            bump_h = wave.outputs['Fac']
        rough = rng.uniform(0.3, 0.7)
        desc['planks'] = bump_h is not None
    elif kind == 'tiles':
        size = rng.uniform(0.05, 0.3)
        base = hsv(rng.random(), rng.uniform(0, 0.45), rng.uniform(0.3, 0.95))
        c2 = tuple(c * rng.uniform(0.85, 1.0) for c in base[:3]) + (1,)
        grout = hsv(rng.random(), rng.uniform(0, 0.1), rng.choice([0.15, 0.5, 0.8, 0.9]))
        brick = nt.node('ShaderNodeTexBrick', Vector=co, Scale=1 / size, Mortar_Size=rng.uniform(0.002, 0.008) / size,
                        Brick_Width=rng.choice([1.0, 1.0, 2.0]), Row_Height=1.0, Color1=base, Color2=c2, Mortar=grout,
                        Mortar_Smooth=0.3)
        brick.offset = rng.choice([0.0, 0.5])
        col = brick.outputs['Color']
        bump_h = nt.math('SUBTRACT', 1.0, brick.outputs['Fac'])
        rough = rng.uniform(0.08, 0.35)
        desc['tile_m'] = round(size, 3)
    elif kind == 'fabric':
        return fabric_material(rng, name, hsv(rng.random(), rng.uniform(0.1, 0.7), rng.uniform(0.2, 0.85))), desc
    elif kind in ('granite', 'marble'):
        if kind == 'granite':
            base = hsv(rng.random(), rng.uniform(0, 0.3), rng.uniform(0.05, 0.7))
            noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(150, 500), Detail=2)
            vor = nt.node('ShaderNodeTexVoronoi', Vector=co, Scale=rng.uniform(200, 600))
            fac = nt.math('ADD', noise.outputs['Fac'], nt.math('MULTIPLY', vor.outputs['Distance'], 0.5))
            col = nt.ramp(fac, [(0.3, hsv(0, 0, 0.03)), (0.45, base), (0.7, tuple(min(1, c * 1.8) for c in base[:3]) + (1,)),
                                (0.85, hsv(0, 0, 0.85))], 'CONSTANT')
        else:
            base = hsv(rng.uniform(0, 0.15), rng.uniform(0, 0.08), rng.uniform(0.75, 0.95))
            if rng.random() < 0.2:
                base = hsv(rng.random(), 0.1, 0.12)
            vein = hsv(0, 0, rng.uniform(0.3, 0.6)) if base[0] > 0.3 else hsv(0, 0, 0.8)
            noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(2, 6), Detail=6, Distortion=rng.uniform(2, 6))
            line = nt.math('ABSOLUTE', nt.math('SUBTRACT', noise.outputs['Fac'], 0.5))
            col = nt.ramp(line, [(0.0, vein), (rng.uniform(0.01, 0.04), base)])
        rough = rng.uniform(0.08, 0.3)
        bsdf.inputs['Clearcoat'].default_value = rng.uniform(0, 0.5)
    elif kind == 'laminate':
        base = hsv(rng.random(), rng.uniform(0, 0.5), rng.uniform(0.2, 0.95))
        noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(50, 300), Detail=3)
        col = nt.mix(0.12, base, noise.outputs['Color'], 'OVERLAY')
        rough = rng.uniform(0.25, 0.6)
    elif kind == 'paper':
        base = hsv(rng.uniform(0.05, 0.6), rng.uniform(0, 0.08), rng.uniform(0.8, 0.95))
        if rng.random() < 0.25:
            base = hsv(rng.random(), rng.uniform(0.1, 0.35), rng.uniform(0.7, 0.9))
        noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(300, 1000), Detail=2)
        col = nt.mix(0.06, base, noise.outputs['Color'], 'OVERLAY')
        bump_h = noise.outputs['Fac']
        rough = rng.uniform(0.7, 0.95)
    else:  # concrete or asphalt
        asphalt = kind == 'asphalt'
        base = hsv(rng.uniform(0, 0.15), rng.uniform(0, 0.1), rng.uniform(0.05, 0.15) if asphalt else rng.uniform(0.3, 0.65))
        noise = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(5, 30), Detail=5)
        fine = nt.node('ShaderNodeTexVoronoi', Vector=co, Scale=rng.uniform(700, 1800))
        col = nt.mix(0.3, base, noise.outputs['Color'], 'OVERLAY')
        speck = nt.math('LESS_THAN', fine.outputs['Distance'], 0.12 if asphalt else 0.08)
        col = nt.mix(speck, col, hsv(0, 0, 0.55 if asphalt else 0.2))
        bump_h = nt.math('ADD', fine.outputs['Distance'], noise.outputs['Fac'])
        rough = rng.uniform(0.75, 0.95)
    # Large-scale smudges so the surface is never uniformly lit print.
    smudge = nt.node('ShaderNodeTexNoise', Vector=co, Scale=rng.uniform(2, 8), Detail=3)
    col = nt.mix(rng.uniform(0.05, 0.2), col, smudge.outputs['Fac'], 'OVERLAY')
    nt.link(col, bsdf.inputs['Base Color'])
    r = nt.math('MULTIPLY_ADD', smudge.outputs['Fac'], 0.2)
    r.node.inputs[2].default_value = rough - 0.1
    nt.link(r, bsdf.inputs['Roughness'])
    if bump_h is not None:
        b = nt.node('ShaderNodeBump', Strength=rng.uniform(0.1, 0.5), Distance=0.001, Height=bump_h)
        nt.link(b, bsdf.inputs['Normal'])
    desc['roughness'] = round(rough, 2)
    return m, desc


SURFACES = ['wood', 'wood', 'tiles', 'fabric', 'granite', 'marble', 'laminate', 'paper', 'concrete', 'asphalt']


def product_sweep(rng, cam_azimuth):
    """A shop's seamless backdrop: one white to light-grey sheet curving up behind the subject."""
    value = rng.uniform(0.8, 0.97)
    mat = plain(rng, 'sweep', hsv(rng.random(), rng.uniform(0, 0.04), value), rng.uniform(0.6, 0.95), wear_amount=0)
    back, r = rng.uniform(0.08, 0.3), rng.uniform(0.15, 0.4)
    profile = [(-2.5, 0.0), (back, 0.0)]
    profile += [(back + r * math.sin(a), r - r * math.cos(a)) for a in (math.pi / 2 * k / 8 for k in range(1, 9))]
    profile.append((back + r, 2.5))
    bm = bmesh.new()
    rows = [[bm.verts.new((x, y, z)) for x in (-2.5, 2.5)] for y, z in profile]
    for a, b in zip(rows, rows[1:]):
        bm.faces.new((a[0], a[1], b[1], b[0]))
    obj = link_mesh('sweep', bm, [mat], smooth=True)
    # The profile rises along +y; turned so that it rises behind the subject, away from the camera.
    obj.rotation_euler = (0, 0, cam_azimuth + math.pi / 2 + rng.uniform(-0.3, 0.3))
    return {'type': 'product-sweep', 'value': round(value, 2)}, None, False


def flat_square(name, mats, size):
    """One flat square (bmesh's grid of that size): a table, a wall or a ground."""
    bm = bmesh.new()
    bmesh.ops.create_grid(bm, x_segments=1, y_segments=1, size=size)
    return link_mesh(name, bm, mats, smooth=False)


def shadow_catcher():
    """A ground that shows only the shadows falling on it: a cut-out keeps its shadow for the floor
    it is put down on."""
    flat_square('ground', [], 2.5).is_shadow_catcher = True
    return {'type': 'shadow-catcher'}, None, False


def build_surfaces(rng, cam_azimuth, cam_elev):
    kind = rng.choice(SURFACES)
    mat, desc = surface_material(rng, kind)
    flat_square('table', [mat], 2.5)
    wall = None
    outdoor = kind in ('concrete', 'asphalt') and rng.random() < 0.7
    if not outdoor and (math.degrees(cam_elev) < 60 or rng.random() < 0.3):
        wkind = rng.choice(['paint', 'paint', 'paint', 'tiles', 'wood'])
        if wkind == 'paint':
            wmat = plain(rng, 'wall', hsv(rng.random(), rng.uniform(0, 0.3), rng.uniform(0.4, 0.95)), 0.85, wear_amount=0.05)
        else:
            wmat, _ = surface_material(rng, wkind, 'wall')
        dist = rng.uniform(0.2, 1.2)
        obj = flat_square('wall', [wmat], 3.0)
        back = cam_azimuth + math.pi + rng.uniform(-0.5, 0.5)
        obj.location = (dist * math.cos(back), dist * math.sin(back), 1.5)
        obj.rotation_euler = (math.pi / 2, 0, back + math.pi / 2)
        wall = {'type': wkind, 'distance_m': round(dist, 2)}
    return desc, wall, outdoor


# ----------------------------------------------------------------------------- lighting

def world_setup(rng, outdoor):
    world = bpy.data.worlds.new('world')
    bpy.context.scene.world = world
    world.use_nodes = True
    nt = NT(world.node_tree)
    bg = nt.nodes['Background']
    kind = rng.choice(['sky', 'gradient', 'plain']) if not outdoor else rng.choice(['sky', 'sky', 'gradient'])
    if kind == 'sky':
        sky = nt.node('ShaderNodeTexSky')
        sky.sky_type = 'HOSEK_WILKIE'
        sky.turbidity = rng.uniform(2, 8)
        sky.ground_albedo = rng.uniform(0.1, 0.5)
        el = rng.uniform(0.15, 1.3)
        az = rng.uniform(0, 2 * math.pi)
        sky.sun_direction = (math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), math.sin(el))
        nt.link(sky, bg.inputs['Color'])
        strength = rng.uniform(0.08, 0.35)
    else:
        tc = nt.node('ShaderNodeTexCoord')
        z = nt.math('MULTIPLY_ADD', nt.xyz(tc.outputs['Generated'])[2], 0.5)
        z.node.inputs[2].default_value = 0.5
        ground = hsv(rng.random(), rng.uniform(0, 0.3), rng.uniform(0.05, 0.4))
        horizon = hsv(rng.random(), rng.uniform(0, 0.25), rng.uniform(0.5, 1.0))
        top = hsv(rng.random(), rng.uniform(0, 0.4), rng.uniform(0.4, 1.0)) if kind == 'gradient' else horizon
        col = nt.ramp(z, [(0.0, ground), (0.5, horizon), (1.0, top)])
        nt.link(col, bg.inputs['Color'])
        strength = rng.uniform(0.3, 1.2)
    bg.inputs['Strength'].default_value = strength
    # Cycles' automatic world importance map costs ~2 s per scene here; a small one is enough
    # for a smooth sky and none is needed for a gradient.
    world.cycles.sampling_method = 'MANUAL' if kind == 'sky' else 'NONE'
    world.cycles.sample_map_resolution = 64
    return {'world': kind, 'world_strength': round(strength, 3)}


def add_light(kind, name, energy, colour, loc, target, size=0.5, angle=0.05):
    light = bpy.data.lights.new(name, kind)
    light.energy = energy
    light.color = colour
    if kind == 'AREA':
        light.shape = 'DISK'
        light.size = size
    elif kind in ('POINT', 'SPOT'):
        light.shadow_soft_size = size
    elif kind == 'SUN':
        light.angle = angle
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    d = Vector(target) - Vector(loc)
    obj.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()
    return obj


def lighting(rng, target, cam_loc, outdoor, product=False):
    meta = world_setup(rng, outdoor)
    setup = rng.choice(['window', 'window', 'indoor', 'indoor', 'overcast', 'flash']) if not outdoor else rng.choice(['window', 'overcast'])
    if product:
        setup = 'softbox'
    temp = rng.uniform(2700, 6500) if not product else rng.uniform(4800, 6500)
    tint = kelvin_rgb(temp)
    meta.update({'setup': setup, 'kelvin': round(temp)})
    t = Vector(target)

    def around(dist, el_lo, el_hi):
        az = rng.uniform(0, 2 * math.pi)
        el = rng.uniform(el_lo, el_hi)
        return t + dist * Vector((math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), math.sin(el)))

    if setup == 'window':
        e = rng.uniform(1.5, 5.0)
        angle = math.radians(rng.choice([0.5, 2, 5, 12, 25]))
        add_light('SUN', 'sun', e, tint, around(5, math.radians(15), math.radians(75)), t, angle=angle)
        meta.update({'sun': round(e, 2), 'sun_angle_deg': round(math.degrees(angle), 1)})
        if rng.random() < 0.5:
            d = rng.uniform(0.8, 2.5)
            add_light('AREA', 'fill', 0.6 * math.pi * d * d * rng.uniform(0.3, 1.0), kelvin_rgb(rng.uniform(4500, 7000)),
                      around(d, 0.3, 1.2), t, size=rng.uniform(0.5, 2))
    elif setup == 'indoor':
        for i in range(rng.choice([1, 1, 2])):
            d = rng.uniform(0.5, 2.2)
            e = rng.uniform(1.5, 5.0) * math.pi * d * d
            size = rng.uniform(0.05, 1.2)
            add_light('AREA', 'lamp%d' % i, e, tint if i == 0 else kelvin_rgb(rng.uniform(2700, 6500)),
                      around(d, math.radians(25), math.radians(85)), t, size=size)
            meta['lamp%d' % i] = {'distance_m': round(d, 2), 'size_m': round(size, 2)}
    elif setup == 'softbox':  # a key softbox, a weaker fill opposite, sometimes one from above
        key_az = rng.uniform(0, 2 * math.pi)
        boxes = [(key_az, rng.uniform(0.6, 1.4), math.radians(rng.uniform(30, 70)), 1.0),
                 (key_az + math.pi + rng.uniform(-0.6, 0.6), rng.uniform(0.8, 1.8), math.radians(rng.uniform(20, 50)),
                  rng.uniform(0.25, 0.6))]
        if rng.random() < 0.5:
            boxes.append((rng.uniform(0, 2 * math.pi), rng.uniform(0.8, 1.5), math.radians(rng.uniform(75, 89)),
                          rng.uniform(0.3, 0.7)))
        for i, (az, d, el, share) in enumerate(boxes):
            loc = t + d * Vector((math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), math.sin(el)))
            add_light('AREA', 'box%d' % i, share * rng.uniform(3.0, 6.0) * math.pi * d * d, tint, loc, t,
                      size=rng.uniform(0.5, 1.5))
        meta['boxes'] = len(boxes)
    elif setup == 'overcast':
        d = rng.uniform(1.0, 3.0)
        add_light('AREA', 'sky', rng.uniform(2.0, 4.5) * math.pi * d * d, tint, around(d, math.radians(50), math.radians(89)), t,
                  size=rng.uniform(2, 5))
    else:  # flash near the camera, with dim ambient room light
        c = Vector(cam_loc)
        d = (c - t).length
        off = Vector((rng.uniform(-0.02, 0.02), rng.uniform(-0.02, 0.02), 0.02))
        add_light('POINT', 'flash', rng.uniform(2.0, 5.0) * 4 * math.pi * d * d, kelvin_rgb(rng.uniform(5200, 6200)), c + off, t,
                  size=0.005)
        if rng.random() < 0.7:
            dd = rng.uniform(1, 2.5)
            add_light('AREA', 'room', rng.uniform(0.3, 1.0) * math.pi * dd * dd, tint, around(dd, 0.5, 1.4), t, size=1.0)
    return meta


# ----------------------------------------------------------------------------- camera

def camera_pose(rng):
    return {'elevation': math.radians(rng.choice([rng.uniform(20, 88), rng.uniform(45, 88)])),
            'azimuth': rng.uniform(0, 2 * math.pi)}


def clear_view(loc, centre, subject_parts):
    """True when the camera is outside every object and nothing but the subject is right in
    front of it (a finger or a cup can still cover part of the frame, as in real photos)."""
    scene = bpy.context.scene
    bpy.context.view_layer.update()
    dg = bpy.context.evaluated_depsgraph_get()
    d = Vector(centre) - loc
    dist = d.length
    hit, where, normal, _, obj, _ = scene.ray_cast(dg, loc, d.normalized(), distance=dist * 1.5)
    if not hit:
        return True
    if normal.dot(d) > 0:  # first surface seen from behind: the camera is inside something
        return False
    if obj.name in subject_parts:
        return True
    return (where - loc).length > 0.6 * dist


def frame_camera(rng, pose, centre, radius, subject_parts=()):
    cam_data = bpy.data.cameras.new('cam')
    cam_data.sensor_width = 36
    cam_data.clip_start = 0.002
    cam_data.clip_end = 50
    cam = bpy.data.objects.new('cam', cam_data)
    bpy.context.scene.collection.objects.link(cam)
    bpy.context.scene.camera = cam
    for attempt in range(8):
        meta = aim_camera(rng, cam, pose, centre, radius)
        if not subject_parts or clear_view(cam.matrix_world.translation, centre, subject_parts):
            break
        # Blocked: look more from above and from further round, as a person would step aside.
        pose = {'elevation': min(math.radians(88), pose['elevation'] + math.radians(12)),
                'azimuth': pose['azimuth'] + rng.uniform(-1.2, 1.2)}
    meta['attempts'] = attempt + 1
    return cam, meta


def aim_camera(rng, cam, pose, centre, radius):
    cam_data = cam.data
    cam_data.lens = rng.uniform(24, 70)
    half = math.atan(18 / cam_data.lens)
    # The bounding sphere overstates elongated items, so aim a little high to see them at 20-80 %.
    fill = rng.triangular(0.3, 0.85, 0.65)
    dist = radius / (fill * math.tan(half))
    el, az = pose['elevation'], pose['azimuth']
    view = Vector((math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), math.sin(el)))
    # Off-centre: aim at a point beside the subject, keeping it inside the frame.
    right = Vector((-math.sin(az), math.cos(az), 0))
    up = view.cross(right).normalized()
    w = dist * math.tan(half)
    room = max(0.0, 1 - fill) * 0.85
    ox, oy = (rng.uniform(-room, room), rng.uniform(-room, room)) if rng.random() < 0.7 else (0.0, 0.0)
    target = Vector(centre) - right * ox * w - up * oy * w
    loc = target + view * dist
    if loc.z < 0.01:
        loc.z = 0.01
    rot = (target - loc).to_track_quat('-Z', 'Y')
    roll = rng.gauss(0, math.radians(6))
    cam.matrix_world = Matrix.Translation(loc) @ rot.to_matrix().to_4x4() @ Matrix.Rotation(roll, 4, 'Z')
    dof = rng.random() < 0.25
    dist = (target - loc).length
    cam_data.dof.use_dof = dof
    if dof:
        cam_data.dof.focus_distance = (Vector(centre) - loc).length * rng.uniform(0.95, 1.05)
        cam_data.dof.aperture_fstop = rng.choice([2.8, 4, 5.6, 8, 11, 16]) * (0.05 / radius) ** 0.5
    return {'focal_mm': round(cam_data.lens, 1), 'distance_m': round(dist, 3), 'elevation_deg': round(math.degrees(el), 1),
                 'azimuth_deg': round(math.degrees(az), 1), 'roll_deg': round(math.degrees(roll), 1), 'fill': round(fill, 2),
                 'offset': [round(ox, 2), round(oy, 2)], 'dof_fstop': round(cam_data.dof.aperture_fstop, 1) if dof else None}


# ----------------------------------------------------------------------------- finish

def finish_compositor(rng, scene, keep_alpha=False):
    """Camera-like optics in the compositor: lens dispersion and a touch of softness (the film's alpha
    through the same optics when keep_alpha: the compositor's lens drops it otherwise)."""
    scene.use_nodes = True
    tree = scene.node_tree
    for n in list(tree.nodes):
        tree.nodes.remove(n)
    rl = tree.nodes.new('CompositorNodeRLayers')
    out = tree.nodes.new('CompositorNodeComposite')
    last = rl.outputs['Image']
    lens = tree.nodes.new('CompositorNodeLensdist')
    lens.use_fit = True
    distort = rng.uniform(-0.03, 0.03)
    disp = rng.uniform(0.0, 0.025)
    lens.inputs['Distort'].default_value = distort
    lens.inputs['Dispersion'].default_value = disp
    tree.links.new(last, lens.inputs['Image'])
    last = lens.outputs['Image']
    blur = 0.0
    if rng.random() < 0.5:
        node = tree.nodes.new('CompositorNodeBlur')
        node.filter_type = 'GAUSS'
        node.use_relative = False
        node.size_x = node.size_y = 1
        blur = rng.uniform(0.3, 1.0)
        node.inputs['Size'].default_value = blur
        tree.links.new(last, node.inputs['Image'])
        last = node.outputs['Image']
    if keep_alpha:
        alpha = rl.outputs['Alpha']
        for node in [n for n in tree.nodes if n.bl_idname in ('CompositorNodeLensdist', 'CompositorNodeBlur')]:
            twin = tree.nodes.new(node.bl_idname)
            for name in ('use_fit', 'filter_type', 'use_relative', 'size_x', 'size_y'):
                if hasattr(node, name):
                    setattr(twin, name, getattr(node, name))
            for socket in node.inputs:
                if socket.name != 'Image':
                    twin.inputs[socket.name].default_value = socket.default_value
            tree.links.new(alpha, twin.inputs['Image'])
            alpha = twin.outputs['Image']
        set_alpha = tree.nodes.new('CompositorNodeSetAlpha')
        tree.links.new(last, set_alpha.inputs['Image'])
        tree.links.new(alpha, set_alpha.inputs['Alpha'])
        last = set_alpha.outputs['Image']
    tree.links.new(last, out.inputs['Image'])
    view = scene.view_settings
    view.view_transform = rng.choice(['Filmic', 'Filmic', 'Standard'])
    looks = [i.identifier for i in view.bl_rna.properties['look'].enum_items if 'Contrast' in i.identifier and 'Very' not in i.identifier]
    view.look = rng.choice(['None'] + looks) if view.view_transform == 'Filmic' and looks else 'None'
    view.exposure = rng.uniform(-0.6, 0.6) + (0.3 if view.view_transform == 'Filmic' else -0.5)
    view.gamma = 1.0
    return {'lens_distort': round(distort, 3), 'dispersion': round(disp, 3), 'blur_px': round(blur, 2), 'view': view.view_transform,
            'look': view.look, 'exposure': round(view.exposure, 2)}


# Blender writes the render's date and timings into the PNG as text: without them the same seed gives
# the same file, so the training data's sha256 names the pictures a head was trained on.
PNG_TEXT_CHUNKS = {b'tEXt', b'zTXt', b'iTXt', b'tIME'}


def drop_png_text(path):
    """Rewrite a PNG without its text and time chunks; the pixels' chunks are copied as they are."""
    with open(path, 'rb') as f:
        data = f.read()
    kept, at = [data[:8]], 8
    while at < len(data):
        length, kind = struct.unpack('>I4s', data[at:at + 8])
        end = at + 12 + length
        if kind not in PNG_TEXT_CHUNKS:
            kept.append(data[at:end])
        at = end
    with open(path, 'wb') as f:
        f.write(b''.join(kept))


def sensor_finish(rng, tmp_path, final_path, work_path, meta):
    """Vignette plus brightness-dependent sensor noise, in pure Python (no numpy in this Blender),
    then write the PNG and rename it into place."""
    img = bpy.data.images.load(tmp_path)
    w, h = img.size
    px = array('f', [0.0]) * (w * h * 4)
    img.pixels.foreach_get(px)
    read = rng.uniform(0.003, 0.008)           # read noise, in 0..1 units
    shot = rng.uniform(0.004, 0.018)           # shot-noise scale, grows with sqrt(brightness)
    chroma = rng.uniform(0.2, 0.6)
    vig = rng.uniform(0.0, 0.35)
    # Auto exposure, as a phone does: pull the mean brightness towards a target, within limits,
    # so lighting variety does not turn into a pile of black or blown-out frames.
    total = 0.0
    for i in range(0, w * h * 4, 4 * 7):
        total += 0.3 * px[i] + 0.6 * px[i + 1] + 0.1 * px[i + 2]
    mean = total / len(range(0, w * h * 4, 4 * 7))
    target = rng.uniform(0.33, 0.55)
    if meta.get('style') == 'product':  # exposed for the white backdrop, a better camera's noise
        target, read, shot, vig = target + 0.35, read * 0.5, shot * 0.5, vig * 0.3
    gain = max(0.6, min(2.8, target / max(mean, 1e-3)))
    if meta.get('style') == 'cutout':  # the photo it is put into has its own exposure and vignette
        gain, vig = 1.0, 0.0
    vig_gain = gain
    gauss = rng.gauss
    cx, cy = (w - 1) / 2, (h - 1) / 2
    norm = 1.0 / (cx * cx + cy * cy)
    for y in range(h):
        dy = (y - cy) ** 2
        row = y * w * 4
        for x in range(w):
            i = row + x * 4
            v = vig_gain * (1.0 - vig * ((x - cx) ** 2 + dy) * norm)
            r, g, b = px[i] * v, px[i + 1] * v, px[i + 2] * v
            lum = 0.3 * r + 0.6 * g + 0.1 * b
            s = read + shot * (lum if lum > 0 else 0) ** 0.5
            n = gauss(0, s)
            px[i] = r + n + gauss(0, s * chroma)
            px[i + 1] = g + n + gauss(0, s * chroma)
            px[i + 2] = b + n + gauss(0, s * chroma)
    img.pixels.foreach_set(px)
    img.filepath_raw = work_path
    img.file_format = 'PNG'
    img.save()
    bpy.data.images.remove(img)
    drop_png_text(work_path)
    os.replace(work_path, final_path)
    meta.update({'read_noise': round(read, 4), 'shot_noise': round(shot, 4), 'vignette': round(vig, 2),
                 'auto_gain': round(gain, 2)})


# ----------------------------------------------------------------------------- scenes

def subject_items(rng, kind, product=False):
    """The battery or hazard items and how they are arranged (a product photo: alone or a few)."""
    options = ['single', 'single']
    if kind in PILE_KINDS:
        options += ['pile', 'pile']
    if kind in HAND_KINDS and not product:
        options.append('hand')
    if kind in TRAY_KINDS and not product:
        options.append('tray')
    arrangement = rng.choice(options)
    if arrangement == 'pile':
        small = kind in ('aa', 'aaa', 'coin-cell')
        n = rng.randrange(2, 9 if small or kind in ('c', 'd') else 5)
    elif arrangement == 'tray':
        n = rng.randrange(1, 7 if kind in ('aa', 'aaa', 'coin-cell') else 4)
    elif arrangement == 'hand':
        n = rng.choice([1, 1, 2, 3]) if kind in ('aa', 'aaa', 'coin-cell') else 1
    else:
        n = 1
    items = []
    mixed_cells = kind in ('aa', 'aaa', 'c', 'd') and rng.random() < 0.3
    shared_wrap = None
    for i in range(n):
        k = kind
        if mixed_cells and i > 0 and rng.random() < 0.4:
            k = rng.choice(['aa', 'aaa', 'c', 'd', '9v'])
        if k in CELL_SIZES and i > 0 and rng.random() < 0.5 and shared_wrap is not None and k == kind:
            items.append(cell_battery(rng, k, shared_wrap))  # same brand in a pack
        else:
            items.append(BUILDERS[k](rng))
            if k in CELL_SIZES and shared_wrap is None:
                shared_wrap = items[-1].parts[0].data.materials[1]
    return arrangement, items


def arrange(rng, arrangement, items):
    base_z = 0.0
    extra = []
    size = max(it.size[1] for it in items)
    if arrangement == 'hand':
        h, palm_top = hand(rng)
        h.root.matrix_basis = Matrix.Rotation(rng.uniform(0, 2 * math.pi), 4, 'Z')
        extra.append(h)
        yaw = h.root.matrix_basis.to_euler().z
        place_group(items, rng, 15 * MM, base_z=palm_top - 0.8 * MM,
                    centre=(math.cos(yaw + math.pi / 2) * 10 * MM, math.sin(yaw + math.pi / 2) * 10 * MM))
    elif arrangement == 'tray':
        placed = place_group(items, rng, size * 0.6 * math.sqrt(len(items)), base_z=2 * MM)
        lo = [min(fp[0][0] - max(fp[1]) for fp in placed), min(fp[0][1] - max(fp[1]) for fp in placed)]
        hi = [max(fp[0][0] + max(fp[1]) for fp in placed), max(fp[0][1] + max(fp[1]) for fp in placed)]
        margin = rng.uniform(8, 25) * MM
        t, _ = tray(rng, (hi[0] - lo[0]) / 2 + margin, (hi[1] - lo[1]) / 2 + margin)
        t.root.location = ((lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, 0)
        extra.append(t)
    else:
        if items[0].kind == 'fluorescent-tube':  # tubes get stacked side by side, not strewn
            place_group(items, rng, items[0].size[0] * 3 * len(items), base_z=base_z, yaw_spread=0.15)
        else:
            spread = size * (0.2 + 0.1 * len(items)) if arrangement == 'pile' else 0.0
            place_group(items, rng, spread, base_z=base_z)
    return extra


def subject_bounds(items):
    pts = []
    for it in items:
        pts += it.world_points()
    lo = Vector((min(p.x for p in pts), min(p.y for p in pts), min(p.z for p in pts)))
    hi = Vector((max(p.x for p in pts), max(p.y for p in pts), max(p.z for p in pts)))
    centre = (lo + hi) / 2
    radius = max((p - centre).length for p in pts)
    return centre, radius, lo, hi


def add_clutter(rng, centre, radius, cam_azimuth, cam_elev, opposite_class):
    n = rng.choice([0, 0, 1, 1, 2, 3, 4])
    placed = []
    for i in range(n):
        it = clutter_item(rng, radius)
        ok = False
        for _ in range(20):
            az = rng.uniform(0, 2 * math.pi)
            if cam_elev < math.radians(60) and math.cos(az - cam_azimuth) > 0.5:
                continue  # keep the camera's line of sight to the subject clear
            lo, hi = it.bounds(Matrix.Identity(4))
            r_it = max(hi.x - lo.x, hi.y - lo.y) / 2
            d = radius + r_it + rng.uniform(2, 60) * MM
            m = pose_matrix(it, rng, rng.uniform(0, 2 * math.pi), (centre.x + d * math.cos(az), centre.y + d * math.sin(az)), 0.0)
            if it.kind == 'clutter-cloth':
                m = Matrix.Translation((0, 0, -0.8 * MM)) @ m
            it.root.matrix_basis = m
            ok = True
            break
        if not ok:
            for part in it.parts:
                bpy.data.objects.remove(part)
            bpy.data.objects.remove(it.root)
            continue
        placed.append(it.kind.replace('clutter-', ''))
    return placed


def render_seed(seed, opts, has_oidn):
    rng = random.Random(seed)
    # A cut-out is lit and framed as a product photo, without the sweep.
    product = (seed >= PRODUCT_FIRST_SEED or opts['cutout']) and not opts['backgrounds_only']
    clear_scene()
    scene = bpy.context.scene
    configure_render(scene, opts, seed)
    t0 = time.time()
    if opts['backgrounds_only']:
        cls, kind = 'background', 'background'
        arrangement, items_meta, clutter = None, [], []
        centre, radius = Vector((0, 0, rng.uniform(0, 0.02))), rng.uniform(0.02, 0.15)
    else:
        cls, kind = class_and_kind(seed)
        if opts['kind']:  # development: force kinds, cycling through a comma-separated list
            kinds = opts['kind'].split(',')
            kind = kinds[seed % len(kinds)]
            cls = 'battery' if kind in BATTERY_KINDS else EVERYDAY_CLASS.get(kind, 'hazardous')
        arrangement, items = subject_items(rng, kind, product)
        extras = arrange(rng, arrangement, items)
        centre, radius, lo, hi = subject_bounds(items)
        # Clutter keeps clear of the hand or tray as well as the subject.
        c_all, r_all, _, _ = subject_bounds(items + extras)
        items_meta = [it.kind for it in items]
    pose = camera_pose(rng)
    if not opts['backgrounds_only']:
        clutter = [] if product else add_clutter(rng, c_all, r_all, pose['azimuth'], pose['elevation'], cls)
    if opts['cutout']:
        surface, wall, outdoor = shadow_catcher()
    elif product:
        surface, wall, outdoor = product_sweep(rng, pose['azimuth'])
    else:
        surface, wall, outdoor = build_surfaces(rng, pose['azimuth'], pose['elevation'])
    focus = None
    if kind == 'fluorescent-tube' and rng.random() < 0.65:
        # A whole tube is a thin line at 224 px; most photos show an end cap and part of the tube.
        first = items[0]
        end = first.root.matrix_basis @ Vector((0, 0, rng.choice([0.0, first.size[1]])))
        radius = rng.uniform(0.06, 0.2)
        axis = (first.root.matrix_basis.to_3x3() @ Vector((0, 0, 1))).normalized()
        toward = 1 if (centre - end).dot(axis) > 0 else -1
        centre = end + axis * toward * radius * 0.6
        focus = 'end'
    parts = set() if opts['backgrounds_only'] else {p.name for it in items for p in it.parts}
    cam, cam_meta = frame_camera(rng, pose, centre, radius, parts)
    cam_meta['focus'] = focus
    light_meta = lighting(rng, centre, cam.matrix_world.translation, outdoor, product)
    finish = finish_compositor(rng, scene, keep_alpha=opts['cutout'])
    if product:
        finish['style'] = 'cutout' if opts['cutout'] else 'product'
    sub = 'backgrounds' if opts['backgrounds_only'] else cls
    name = ('bg-%d.png' % seed) if opts['backgrounds_only'] else ('%s-%d.png' % (kind, seed))
    folder = os.path.join(opts['out'], sub)
    os.makedirs(folder, exist_ok=True)
    final = os.path.join(folder, name)
    # Work files live in DIR/.tmp so readers of the class folders never see a half-made picture.
    tmp_dir = os.path.join(opts['out'], '.tmp')
    os.makedirs(tmp_dir, exist_ok=True)
    tmp = os.path.join(tmp_dir, 'raw-%d-%d.png' % (seed, os.getpid()))
    scene.render.filepath = tmp
    t1 = time.time()
    bpy.ops.render.render(write_still=True)
    t2 = time.time()
    sensor_finish(rng, tmp, final, os.path.join(tmp_dir, 'done-%d-%d.png' % (seed, os.getpid())), finish)
    os.remove(tmp)
    t3 = time.time()
    record = {'file': os.path.join(sub, name), 'class': cls, 'kind': kind, 'seed': seed, 'scene': arrangement,
              'items': items_meta, 'background': surface, 'wall': wall, 'lighting': light_meta, 'camera': cam_meta,
              'clutter': clutter, 'finish': finish,
              'render': {'size': opts['size'], 'samples': opts['samples'], 'denoiser': 'OIDN' if has_oidn else None,
                         'build_s': round(t1 - t0, 2), 'render_s': round(t2 - t1, 2), 'finish_s': round(t3 - t2, 2)},
              'blender': bpy.app.version_string}
    with open(os.path.join(opts['out'], 'manifest.jsonl'), 'a') as f:
        f.write(json.dumps(record) + '\n')
    return record


def main():
    opts = parse_args()
    seeds = opts['seeds'] if opts['seeds'] else list(range(opts['seed_start'], opts['seed_start'] + opts['count']))
    os.makedirs(opts['out'], exist_ok=True)
    has_oidn = configure_render(bpy.context.scene, opts, 0)
    for seed in seeds:
        t = time.time()
        rec = render_seed(seed, opts, has_oidn)
        # One parseable line per render for the driver's progress and timing.
        print('RENDERED %s %.2f' % (rec['file'], time.time() - t), flush=True)


main()
