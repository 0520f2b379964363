"""The shared render kit every table and scene draws with (pygame only; no game rules here).

==================  ===========================================================================================
module              what it gives
==================  ===========================================================================================
``theme``           palette (wood, felt, parchment, brass), ``TRIBE_COLORS``/``TRIBE_DARK``/``TRIBE_GLYPHS``
                    (six colour-blind-safe team colours, each with its own emblem), ``SEAT_COLORS``,
                    ``unit(size)`` = 1/100 of the window's short side (lay out in units, never in pixels),
                    ``shade``/``lerp_color``.
``cache``           ``sized_cache(maxsize)`` (a decorator) and ``SizeCache``: every picture cache of the UI; bounded,
                    and what only earlier window sizes used is let go (``window_resized``, called by the App).
``text``            ``render_text`` (cached; outline, shadow, bold), ``blit_text(surface, s, size, color,
                    center=...)``, the one text policy (``fit_text``, ``blit_fit``, ``draw_text_box``: wrap, shrink
                    to the readable floor ``min_text_px``, then shorten with the whole text on hover), ``wrap_lines``.
``draw``            ``panel`` (rounded frame, gradient, drop shadow), ``drop_shadow``/``soft_shadow``,
                    ``draw_glow`` (highlight halo), ``dim`` (behind overlays), ``alpha_rect``, ``clip_rounded``,
                    ``vertical_gradient``, ``aa_circle``/``aa_polygon``, ``vignette``.
``textures``        procedural ``felt``, ``wood``, ``parchment``, ``table_background(size)``,
                    ``menu_background(size)``; all cached per size (rasterised once per window size, see ``cache``).
``glyphs``          code-drawn art: ``emblem(name, size, fill, edge)`` (flame, sun, drop, skull, leaf, crown),
                    ``orc_figure``, ``spear``, ``snowflake``, ``box_icon``.
``cards``           generic cards: ``draw_card`` (frame, shadow, hover lift, highlight), ``card_back``
                    (our own pattern), ``card_frame``; a game supplies the face surface.
``anim``            easing functions, ``Tween``/``Wait``/``Call``/``Parallel``, ``AnimQueue`` (events play one
                    after another), ``Smooth`` (hover lifts), global ``SPEED`` (settings: ``set_speed``).
``tokens``          ``count_badge`` (numbered disc), ``seat_token`` (seat colour + orc head), ``ribbon``.
``widgets``         ``Button``, ``Tooltip`` (the app owns one: ``app.tooltip.show``), ``LogPanel``.
``dice``            dice renderer (written by the Orlog helper).
``hexboard``        hex maps: ``HexGrid`` (hex <-> pixels, zoom, pan, exact hit test), ``BoardView`` (terrain
                    baked per zoom, figures, reach/path/target overlays, drag/wheel/key pan and zoom),
                    ``Token``; maths in ``orcdesk.core.hex``.
==================  ===========================================================================================

Tables build on :class:`orcdesk.ui.tables.TableScene`; scenes on :class:`orcdesk.ui.scene.Scene`.
"""
