#include "urdf/meshes.hpp"

#include <filesystem>
#include <map>

#include <fmt/format.h>

#include "core/errors.hpp"

#ifdef ACAUSAL_HAVE_ASSIMP
#include <assimp/postprocess.h>
#include <assimp/scene.h>
#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#endif

namespace acausal::urdf {

bool mesh_conversion_available() {
#ifdef ACAUSAL_HAVE_ASSIMP
  return true;
#else
  return false;
#endif
}

std::vector<ConvertedMesh> convert_meshes_to_gltf(const RobotDescription& robot,
                                                  const std::string& out_folder) {
#ifndef ACAUSAL_HAVE_ASSIMP
  (void)robot;
  (void)out_folder;
  throw ModelError("this build of acausal converts no meshes (built without assimp)");
#else
  std::filesystem::create_directories(out_folder);
  std::vector<ConvertedMesh> out;
  std::map<std::string, int> count;
  for (const Link& link : robot.links)
    for (const Shape& shape : link.shapes) {
      if (shape.collision || shape.geometry.kind != Geometry::Kind::mesh) continue;
      const std::string& file = shape.geometry.resolved_path;
      if (file.empty())
        throw ModelError(fmt::format("{}: link '{}': mesh '{}' not found", robot.source, link.name,
                                     shape.geometry.filename));
      Assimp::Importer importer;
      const aiScene* scene = importer.ReadFile(file, aiProcess_Triangulate | aiProcess_SortByPType);
      if (scene == nullptr || scene->mRootNode == nullptr)
        throw ModelError(fmt::format("{}: link '{}': cannot read mesh '{}': {}", robot.source,
                                     link.name, file, importer.GetErrorString()));
      ConvertedMesh m;
      m.link = link.name;
      m.source = file;
      m.gltf = (std::filesystem::path(out_folder) /
                fmt::format("{}_{}.glb", link.name, count[link.name]++))
                   .string();
      m.meshes = scene->mNumMeshes;
      for (unsigned k = 0; k < scene->mNumMeshes; ++k) m.faces += scene->mMeshes[k]->mNumFaces;
      Assimp::Exporter exporter;
      if (exporter.Export(scene, "glb2", m.gltf) != AI_SUCCESS)
        throw ModelError(fmt::format("{}: link '{}': cannot write '{}': {}", robot.source,
                                     link.name, m.gltf, exporter.GetErrorString()));
      out.push_back(std::move(m));
    }
  return out;
#endif
}

}  // namespace acausal::urdf
