#pragma once
// Mesh files for the view (STL, OBJ, DXF, glTF, Collada, PLY, ... whatever
// assimp reads), flattened to one list of triangles.
#include <string>
#include <vector>

namespace acausal::viewer {

/// The triangles of every mesh in `path` in the file's own coordinates (node
/// placements applied, not assimp's axis conversion), as x, y, z of three
/// corners each, times `scale`. Throws ModelError naming `owner` (the
/// component) if the file cannot be read or holds no triangles.
std::vector<float> read_mesh_triangles(const std::string& path, double scale,
                                       const std::string& owner);

}  // namespace acausal::viewer
