"""flygen: YAML specs -> layout-planned gfx950 assembly -> HSACO, with a CPU emulator to verify."""

__version__ = "0.1.0"
