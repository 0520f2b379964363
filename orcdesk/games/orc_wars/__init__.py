"""HeroCard Orc Wars: elf heroes against the orc horde on hex tiles (engine in ``engine.py``, data in ``data.py``)."""
